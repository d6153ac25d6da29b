'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** The consent texts in force (a version of consent_texts), in the visitor's language. */
export interface ConsentTextsValue {
  version: number;
  privacy: string;
  rules: string;
}

const ConsentContext = createContext<ConsentTextsValue | null>(null);

/** Gives the registration flow below it the consent texts the server read (lib/registration/consent.ts). */
export function ConsentTexts({ value, children }: { value: ConsentTextsValue | null; children: ReactNode }) {
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** The consent texts of the surrounding registration page, or null outside one. */
export function useConsentTexts(): ConsentTextsValue | null {
  return useContext(ConsentContext);
}

/**
 * The part of an application's `joiner` that names the consent texts this page showed
 * (`consentVersion`, recorded with the registration; refused with S0009 once newer texts are in
 * force), or nothing when the page showed the catalogue's texts (no version published).
 */
export function useConsentShown(): { consentVersion?: number } {
  const texts = useConsentTexts();
  return texts ? { consentVersion: texts.version } : {};
}
