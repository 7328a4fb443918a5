import { CONFIRMATION_TYPES, type TConfirmationType } from '@city-parking/contract/auth/registration';

/**
 * How the city confirms a new phone (SMS or a call), from its `accounts` setting; SMS unless it
 * names another type. The setting is read through `getSetting`, so accounts does not depend on site.
 */
export function confirmationTypeOf(getSetting: (name: 'accounts') => Promise<unknown>): () => Promise<TConfirmationType> {
  return async () => {
    const stored = (await getSetting('accounts')) as { confirmationType?: unknown } | undefined;
    return CONFIRMATION_TYPES.find((t) => t === stored?.confirmationType) ?? 'SMS';
  };
}
