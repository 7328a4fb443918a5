import type { FastifyRequest } from 'fastify';
import { operatorIdOf } from '../auth/auth-hook.ts';

/** Who makes a desk call: the signed-in staff member, and the address the request came from (TRUST_PROXY's reading). */
export interface DeskActor {
  id: number;
  address: string;
}

/** The actor of a desk route whose preHandler checked an operator token. */
export const deskActorOf = (request: FastifyRequest): DeskActor => ({ id: operatorIdOf(request), address: request.ip });
