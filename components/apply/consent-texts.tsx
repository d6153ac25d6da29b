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
