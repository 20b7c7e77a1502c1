// The language the site is read in; English until the language choice arrives.
export const useLanguage = (): 'en' | 'hi' => 'en';
