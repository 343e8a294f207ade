import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZReferenceItem } from './reference.schemas';

export const referenceRoutes = {
  provinces: defineRoute({
    method: 'GET',
    path: '/api/province/list',
    area: 'campus',
    // Public: online registration (no account yet) asks for the applicant's province.
    access: 'public',
    summary: 'The provinces and capital of Cambodia',
    response: ZEnvelope(z.array(ZReferenceItem)),
  }),
  schoolTypes: defineRoute({
    method: 'GET',
    path: '/api/school-type',
    area: 'campus',
    // Public: online registration asks for the kind of the applicant's previous school.
    access: 'public',
    summary: 'Kinds of school (public, private, ...)',
    response: ZEnvelope(z.array(ZReferenceItem)),
  }),
};
