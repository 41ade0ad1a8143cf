// The API reference: Swagger UI (served from this site) drawing /api/v1/openapi.json. An
// external script, so the page keeps its script-src 'self' policy.
'use strict';
document.addEventListener('DOMContentLoaded', function () {
  var node = document.getElementById('api-reference');
  if (!node || !window.SwaggerUIBundle) return;
  window.SwaggerUIBundle({
    url: node.getAttribute('data-spec'),
    domNode: node,
    // Off: its links sit inside each operation's toggle button (nested controls for a keyboard or screen reader).
    deepLinking: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    // No call to the public validator service: the document is checked in the test suite.
    validatorUrl: null,
    // Reading only: requests are tried with curl from the guides, with the reader's own key.
    supportedSubmitMethods: [],
    // Plain code blocks: the highlighter's theme colours fall below AA contrast.
    syntaxHighlight: false,
  });
  // Example bodies scroll sideways inside their block: make each block reachable by keyboard.
  new MutationObserver(function () {
    node.querySelectorAll('pre:not([tabindex])').forEach(function (pre) { pre.setAttribute('tabindex', '0'); });
  }).observe(node, { childList: true, subtree: true });
});
