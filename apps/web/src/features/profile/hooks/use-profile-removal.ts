import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';

/**
 * Deleting one item of the profile (a phone, a vehicle, a document) after a confirmation: which item
 * is being asked about, and the call that refreshes the profile once it is gone. `deleteProps(key)`
 * are the InlineDelete props of one item.
 */
export function useProfileRemoval<K>(removeItem: (key: K) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<K | null>(null);
  const remove = useMutation({
    mutationFn: removeItem,
    onSuccess: () => {
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
  const deleteProps = (key: K) => ({
    asking: asking === key,
    onAsk: () => setAsking(key),
    onCancel: () => setAsking(null),
    onConfirm: () => remove.mutate(key),
    pending: remove.isPending,
  });
  return { remove, setAsking, deleteProps };
}
