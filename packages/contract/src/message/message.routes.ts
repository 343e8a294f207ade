import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZClassMessageQuery,
  ZClassMessageThread,
  ZConversation,
  ZMessage,
  ZMessageClass,
  ZMessageClassSend,
  ZMessageClassSent,
  ZMessageFileQuery,
  ZMessageFindQuery,
  ZMessageReadAnswer,
  ZMessageReadRequest,
  ZMessageSend,
  ZMessageUser,
  ZMessageUsersQuery,
  ZThread,
} from './message.schemas';

/** Any signed-in account of the school; the service decides who may write to whom (404 for anyone else). */
export const messageRoutes = {
  users: defineRoute({
    method: 'GET',
    path: '/api/mail/users',
    area: 'comms',
    access: 'authenticated',
    summary: "People the caller may write to: a class's (its students, their guardians, its teachers) or, without a class, her teachers and the office",
    query: ZMessageUsersQuery,
    response: ZEnvelope(z.array(ZMessageUser)),
  }),
  recent: defineRoute({
    method: 'GET',
    path: '/api/mail/recent-message',
    area: 'comms',
    access: 'authenticated',
    summary:
      "The caller's conversations by their latest message, newest first, with unread counts (Total: all unread); a class message she sent is one entry (ClassMessage set) holding the conversations it went to until she writes to that person again",
    response: ZEnvelope(z.array(ZConversation)),
  }),
  find: defineRoute({
    method: 'GET',
    path: '/api/mail/v1/find',
    area: 'comms',
    access: 'authenticated',
    summary: 'The conversation with one person (id: her account), oldest first (reading it changes nothing: POST /api/mail/read marks it read)',
    query: ZMessageFindQuery,
    response: ZEnvelope(ZThread),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/mail/v1',
    area: 'comms',
    access: 'authenticated',
    summary: 'Send a message with files to someone the caller may write to; she is notified',
    body: ZMessageSend,
    bodyKind: 'multipart',
    response: ZEnvelope(ZMessage),
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/mail/read',
    area: 'comms',
    access: 'authenticated',
    summary:
      "designed: marks read what one person sent the caller (WithUserId; the conversation's unread count clears), or the replies to a class message she sent (ClassMessageId)",
    body: ZMessageReadRequest,
    bodyKind: 'json',
    response: ZEnvelope(ZMessageReadAnswer),
  }),
  classes: defineRoute({
    method: 'GET',
    path: '/api/mail/classes',
    area: 'comms',
    access: 'authenticated',
    summary:
      "designed: the current year's classes the caller picks on /messages: the office's all, a teacher's her own, a family's its own; CanMessageClass: she may write to the class as a whole",
    response: ZEnvelope(z.array(ZMessageClass)),
  }),
  sendClass: defineRoute({
    method: 'POST',
    path: '/api/mail/class',
    area: 'comms',
    access: 'authenticated',
    summary:
      "designed: one message to a whole class (a teacher's own classes, the office's any): each student and guardian of the class gets it in her conversation with the sender and one notification; 403 for another teacher's class, 404 for an unknown one",
    body: ZMessageClassSend,
    bodyKind: 'multipart',
    response: ZEnvelope(ZMessageClassSent),
  }),
  classSent: defineRoute({
    method: 'GET',
    path: '/api/mail/class/sent',
    area: 'comms',
    access: 'authenticated',
    summary:
      'designed: a class message the caller sent (id: its ClassMessage.Id on the list) with the replies that came back, oldest first; 404 for anyone but its sender',
    query: ZClassMessageQuery,
    response: ZEnvelope(ZClassMessageThread),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/mail/file',
    area: 'comms',
    access: 'authenticated',
    summary: 'designed: a file of a message the caller sent or received',
    query: ZMessageFileQuery,
    file: true,
  }),
} as const;
