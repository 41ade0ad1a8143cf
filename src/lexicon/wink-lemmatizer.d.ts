// Types for wink-lemmatizer, which ships none: base forms from WordNet's exception lists and rules.

declare module 'wink-lemmatizer' {
  const lemmatize: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatize;
}
