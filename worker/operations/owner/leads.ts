import { idParam } from '../../contracts/common.ts';
import { enquiryExportQuerySchema, enquiryListQuerySchema, enquiryStatusSchema } from '../../contracts/owner.ts';
import { exportEnquiries, listEnquiries, setEnquiryStatus } from '../../services/owner/leads.ts';
import { operation } from '../operation.ts';

/**
 * docs/product.md §7.10, an owner's leads: the enquiries inbox and its CSV. Each needs the owner role and then
 * assertOwns in its service.
 */
export const leadOperations = {
  enquiries: operation({
    guard: 'owner',
    rest: { method: 'get', path: '/api/owner/businesses/:id/enquiries', params: idParam, query: enquiryListQuerySchema },
    run: listEnquiries,
  }),
  // REST's alone: a file to save, which the web app downloads by its URL.
  exportEnquiries: operation({
    guard: 'owner',
    trpc: false,
    rest: {
      method: 'get',
      path: '/api/owner/businesses/:id/enquiries.csv',
      params: idParam,
      query: enquiryExportQuerySchema,
      respond: (c, { filename, csv }) =>
        c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}"`,
          // People's names and addresses: not for a shared cache, nor kept by the browser once saved.
          'Cache-Control': 'private, no-store',
        }),
    },
    run: exportEnquiries,
  }),
  setEnquiryStatus: operation({
    guard: 'owner',
    rest: {
      method: 'patch',
      path: '/api/owner/enquiries/:id',
      params: idParam,
      body: enquiryStatusSchema,
      reply: (enquiry) => ({ message: 'Enquiry updated', data: { enquiry } }),
    },
    run: setEnquiryStatus,
  }),
};
