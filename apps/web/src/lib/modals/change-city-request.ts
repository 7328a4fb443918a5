import { openModal } from './modal-store.ts';

/** The city the change dialog should preselect (a city picked in the footer list). */
let requestedCity: string | null = null;

export function openChangeCity(code?: string): void {
  requestedCity = code ?? null;
  openModal('changeCity');
}

export function takeRequestedCity(): string | null {
  const code = requestedCity;
  requestedCity = null;
  return code;
}
