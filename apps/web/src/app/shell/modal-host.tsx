import { closeModal, useOpenModal } from '@/lib/modals/modal-store.ts';
import { ChangeCityDialog } from './change-city-dialog.tsx';
import { TokenExpiredModal } from './token-expired-modal.tsx';

/** Renders the one modal that is open, by name. */
export function ModalHost() {
  const name = useOpenModal();
  return (
    <>
      <ChangeCityDialog opened={name === 'changeCity'} onClose={closeModal} />
      <TokenExpiredModal opened={name === 'tokenExpired'} />
    </>
  );
}
