import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOperatorThreadResponse } from '@city-parking/contract/operator/operator-inbox';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** GET /api/operator/thread/v1: the appeal, its messages, its action log and the contested fine, if any. */
export const getDeskThread = (id: number) => deskFetch('/api/operator/thread/v1', ZOperatorThreadResponse, { query: { idAppeal: id } });

export const getDeskThreadQueryOptions = (id: number) => queryOptions({ queryKey: deskKeys.thread(id), queryFn: () => getDeskThread(id) });

export const useDeskThread = (id: number) => useQuery(getDeskThreadQueryOptions(id));
