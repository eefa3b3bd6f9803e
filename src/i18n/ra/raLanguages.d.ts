// ra-language-italian and ra-language-german were written for react-admin 3 and ship no type
// declarations: their default export is a catalogue of react-admin's words.
declare module 'ra-language-italian' {
  const messages: import('ra-core').TranslationMessages;
  export default messages;
}

declare module 'ra-language-german' {
  const messages: import('ra-core').TranslationMessages;
  export default messages;
}
