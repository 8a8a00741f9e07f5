// Defaults used when a variable is unset; plain constants so build tooling can import them too.
export const DEFAULT_DEMO_PHONE_NUMBER = '+61491570006';
export const DEFAULT_CONTACT_EMAIL = 'hello@vestry.example';
export const DEFAULT_SITE_URL = 'https://vestry.example/';
export const SIMULATED_CONTACT_ENDPOINT = 'https://forms.vestry.example/contact';
