// Progressive enhancement only: the copy button next to a newly created API key. Without
// JavaScript the key is still in a read-only field that can be selected and copied by hand.
'use strict';
document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('[data-copy-target]').forEach(function (button) {
    var target = document.getElementById(button.getAttribute('data-copy-target'));
    if (!target) return;
    var status = button.closest('.new-key') && button.closest('.new-key').querySelector('.copy-status');
    button.hidden = false;
    button.addEventListener('click', function () {
      var done = function (text) { if (status) status.textContent = text; };
      target.select();
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(target.value).then(function () { done('Copied to the clipboard.'); }, function () { done('Press Ctrl+C (or Cmd+C) to copy the selected key.'); });
      } else {
        try { document.execCommand('copy'); done('Copied to the clipboard.'); } catch (e) { done('Press Ctrl+C (or Cmd+C) to copy the selected key.'); }
      }
    });
  });
});
