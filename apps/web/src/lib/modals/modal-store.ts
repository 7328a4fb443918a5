import { valueStore } from '../state/value-store.ts';

/** Modals the shell's modal host can show; features open them by name. */
export type ModalName = 'login' | 'tokenExpired' | 'changeCity';

export interface ModalOptions {
  /**
   * The page (path with its query) a successful sign-in leads to: the one the driver was going to
   * (the zone card's Pay) or was on (an expired session). For 'login', and for 'tokenExpired',
   * which hands it on to the login it opens.
   */
  returnTo?: string;
}

const open = valueStore<{ name: ModalName; options: ModalOptions } | null>(null);

export const openModal = (name: ModalName, options: ModalOptions = {}): void => open.set({ name, options });
export const closeModal = (): void => open.set(null);
export const useOpenModal = (): ModalName | null => open.use()?.name ?? null;
/** The options the open modal was opened with. */
export const useModalOptions = (): ModalOptions => open.use()?.options ?? NO_OPTIONS;

const NO_OPTIONS: ModalOptions = {};
