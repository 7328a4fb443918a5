import type { FastifyReply } from 'fastify';

/** Sends an evidence PDF as a download; private, since it names a person's car and payments. */
export const sendEvidence = (reply: FastifyReply, file: { fileName: string; bytes: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
