/**
 * Which app dialog is open (UI state, not server state). Features open dialogs by name; the app's
 * DialogHost maps names to lazily loaded components, so no dialog code is in the initial bundle.
 */
import { create } from 'zustand';

/** 'wallet': the desktop deposit dialog (docs/product-rules/shell.md#dialogs); 'limitOffer': after sign-up. */
export type DialogName = 'login' | 'signup' | 'forgot' | 'wallet' | 'limitOffer';

export interface DialogProps {
  /** Invite code and share channel from the root path (/ABC123/whatsapp). */
  code?: string;
  channel?: string;
  /** Mobile number carried from one auth dialog to the next. */
  mobile?: string;
  /** The registration wheel's prize, shown on sign-up (paid by the server to the new account). */
  prize?: { bonusType: number; bonusAmount: number; txt: string; verified: boolean };
}

interface DialogState {
  name: DialogName | null;
  props: DialogProps;
}

export const useDialogStore = create<DialogState>(() => ({ name: null, props: {} }));

export function openDialog(name: DialogName, props: DialogProps = {}): void {
  useDialogStore.setState({ name, props });
}

export function closeDialog(): void {
  useDialogStore.setState({ name: null, props: {} });
}
