import { valueStore } from '../state/value-store.ts';

/** Modals the shell's modal host can show; features open them by name. */
export type ModalName = 'login' | 'tokenExpired' | 'changeCity';

const openName = valueStore<ModalName | null>(null);

export const openModal = (name: ModalName): void => openName.set(name);
export const closeModal = (): void => openName.set(null);
export const useOpenModal = (): ModalName | null => openName.use();
