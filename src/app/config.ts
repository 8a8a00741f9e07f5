import { DEFAULT_CONTACT_EMAIL, DEFAULT_DEMO_PHONE_NUMBER, DEFAULT_SITE_URL } from './config-defaults';

// Runtime configuration from the build environment (see README, "Configuration").
// Each variable is read by its full static name so the bundler can inline it and drop dead branches.
function clean(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}


export interface AppConfig {
  vapiPublicKey: string | undefined;
  vapiAssistantId: string | undefined;
  vapiApiBaseUrl: string | undefined;
  contactEndpoint: string | undefined;
  contactEmail: string;
  demoPhoneNumber: string;
  siteUrl: string;
}

export const config: AppConfig = {
  vapiPublicKey: clean(import.meta.env.VITE_VAPI_PUBLIC_KEY),
  vapiAssistantId: clean(import.meta.env.VITE_VAPI_ASSISTANT_ID),
  vapiApiBaseUrl: clean(import.meta.env.VITE_VAPI_API_BASE_URL),
  contactEndpoint: clean(import.meta.env.VITE_CONTACT_ENDPOINT),
  contactEmail: clean(import.meta.env.VITE_CONTACT_EMAIL) ?? DEFAULT_CONTACT_EMAIL,
  demoPhoneNumber: clean(import.meta.env.VITE_DEMO_PHONE_NUMBER) ?? DEFAULT_DEMO_PHONE_NUMBER,
  siteUrl: clean(import.meta.env.VITE_SITE_URL) ?? DEFAULT_SITE_URL,
};
