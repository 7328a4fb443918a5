import { useSyncExternalStore } from 'react';

/** Modals the shell's modal host can show; features open them by name. */
export type ModalName = 'login' | 'tokenExpired' | 'changeCity';

let openModalName: ModalName | null = null;
const listeners = new Set<() => void>();

export function openModal(name: ModalName): void {
  openModalName = name;
  listeners.forEach((l) => l());
}

export function closeModal(): void {
  openModalName = null;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useOpenModal(): ModalName | null {
  return useSyncExternalStore(subscribe, () => openModalName, () => null);
}
