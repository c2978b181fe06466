import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import type { PaperFile, PaperworkService } from './service.ts';

/** A PDF as a download; never kept by a cache (it carries the customer's details). */
const sendPdf = (reply: FastifyReply, { fileName, pdf }: PaperFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);

export const paperworkRoutes =
  (papers: PaperworkService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /payment/orders/:id/invoice', async (request, reply) =>
      sendPdf(reply, await papers.invoice(request.params.id, request.query.lang)),
    );

    serve(app, 'GET /payment/orders/:id/packing-slip', async (request, reply) =>
      sendPdf(reply, await papers.packingSlip(request.params.id, request.query.lang)),
    );

    serve(app, 'GET /payment/order/:token/invoice', async (request, reply) =>
      sendPdf(reply, await papers.customerInvoice(request.params.token, request.query.lang)),
    );
  };
