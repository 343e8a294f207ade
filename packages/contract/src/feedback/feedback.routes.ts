import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZFeedback, ZFeedbackCreate, ZFeedbackCreated, ZFeedbackListQuery } from './feedback.schemas';

export const feedbackRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/user-feedback',
    area: 'campus',
    access: 'authenticated',
    summary: 'Sends a feedback about the portal (text, sentiment 0 to 4, optionally anonymous)',
    body: ZFeedbackCreate,
    bodyKind: 'form',
    response: ZFeedbackCreated,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/user-feedback',
    area: 'campus',
    access: 'VIEW_FEEDBACK',
    summary: 'Feedback of the campus, newest first, paged; anonymous feedback shows no author',
    query: ZFeedbackListQuery,
    response: ZEnvelope(z.array(ZFeedback)),
  }),
};
