import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZNotification,
  ZTelegramLink,
  ZNotificationListQuery,
  ZNotificationReadRequest,
  ZNotificationReadResponse,
  ZNotificationTopic,
  ZNotificationTopicChoices,
} from './notification.schemas';

export const notificationRoutes = {
  topics: defineRoute({
    method: 'GET',
    path: '/api/notification/topics',
    area: 'comms',
    access: 'authenticated',
    summary: "The notification topics with the signed-in user's total and unread counts",
    response: ZEnvelope(z.array(ZNotificationTopic)),
  }),
  // designed (issue 16): a user chooses per topic whether to be notified.
  saveTopics: defineRoute({
    method: 'PUT',
    path: '/api/notification/topics',
    area: 'comms',
    access: 'authenticated',
    summary: "Saves the signed-in user's per-topic choices (Enabled false: not notified of that topic) and answers every topic (designed)",
    body: ZNotificationTopicChoices,
    bodyKind: 'json',
    response: ZEnvelope(z.array(ZNotificationTopic)),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/notification/list',
    area: 'comms',
    access: 'authenticated',
    summary: "The signed-in user's notifications, newest first, 5 a page by default; an empty page ends the list",
    query: ZNotificationListQuery,
    response: ZEnvelope(z.array(ZNotification)),
  }),
  // designed: the bell clears its count when opened; the spec names no call for it.
  markRead: defineRoute({
    method: 'POST',
    path: '/api/notification/read',
    area: 'comms',
    access: 'authenticated',
    summary: "Marks the signed-in user's notifications read (the named ones, a topic, or all) (designed)",
    body: ZNotificationReadRequest.optional(),
    bodyKind: 'json',
    response: ZNotificationReadResponse,
  }),
  // designed (issue 16): the bell updates without a reload.
  stream: defineRoute({
    method: 'GET',
    path: '/api/notification/stream',
    area: 'comms',
    access: 'authenticated',
    summary:
      "Server-sent events of the signed-in user's notifications (designed): `event: notification` with { Unread, Latest } on connecting and after each new one; a comment every 25 s; ended after 10 minutes",
    file: true,
  }),
  // designed (issue 16 'Outbound'): a guardian links her Telegram account with a one-time code.
  telegram: defineRoute({
    method: 'GET',
    path: '/api/notification/telegram',
    area: 'comms',
    access: 'authenticated',
    summary: "The signed-in user's Telegram link: linked or not, the valid one-time code and the bot's start link (designed)",
    response: ZEnvelope(ZTelegramLink),
  }),
  telegramCode: defineRoute({
    method: 'POST',
    path: '/api/notification/telegram/code',
    area: 'comms',
    access: 'authenticated',
    summary: 'A new one-time code (15 minutes) a guardian sends to the school bot as /start <code> to link her Telegram account (designed)',
    response: ZEnvelope(ZTelegramLink),
  }),
  telegramUnlink: defineRoute({
    method: 'POST',
    path: '/api/notification/telegram/unlink',
    area: 'comms',
    access: 'authenticated',
    summary: "Unlinks the signed-in user's Telegram account: nothing more is sent there (designed)",
    response: ZEnvelope(ZTelegramLink),
  }),
};
