'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDialog, type DialogApi } from './dialog';
import { useToast, type ToastApi } from './toast';

type Feedback = Omit<DialogApi, 'dialog'> & Pick<ToastApi, 'toast'>;

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * One dialog and one toast region for a whole part of the site (the staff console wraps every page in
 * it), so that any component or hook under it asks with `useFeedback()` instead of window.alert/
 * confirm/prompt, and messages never pile up in several dialogs at once.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { alert, confirm, prompt, dialog } = useDialog();
  const { toast, toasts } = useToast();
  const value = useMemo(() => ({ alert, confirm, prompt, toast }), [alert, confirm, prompt, toast]);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {dialog}
      {toasts}
    </FeedbackContext.Provider>
  );
}

/**
 * The styled alert/confirm/prompt dialog and toast of the surrounding FeedbackProvider.
 * Throws when rendered outside one (a programming error: the page forgot its provider).
 */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() needs a FeedbackProvider above it');
  return feedback;
}
