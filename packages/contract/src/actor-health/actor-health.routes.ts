import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZHealthCheck,
  ZHealthCheckList,
  ZHealthCheckListQuery,
  ZHealthCheckSave,
  ZHealthDaily,
  ZHealthDailyQuery,
  ZHealthMonthly,
  ZHealthMonthlyQuery,
  ZHealthWeekly,
  ZHealthWeeklyQuery,
  ZMedicalHealthType,
} from './actor-health.schemas';

/**
 * Health checks (data-calls §7 'Health'). Reading is open to every signed-in user and narrowed by the
 * service: the office every student and employee, a teacher the students of her classes and herself, a
 * student herself, a guardian his children. Recording needs MANAGE_HEALTH_CHECK (teachers: their students).
 */
export const actorHealthRoutes = {
  types: defineRoute({
    method: 'GET',
    path: '/api/actor-health/medical-health-type',
    area: 'health',
    access: 'authenticated',
    summary: 'The medical health types (symptoms) with their point',
    response: ZEnvelope(z.array(ZMedicalHealthType)),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/actor-health/medical-health-check',
    area: 'health',
    access: 'MANAGE_HEALTH_CHECK',
    summary: 'Record a daily health check (one per person and day), or correct one with Id and Version',
    body: ZHealthCheckSave,
    bodyKind: 'json',
    response: ZEnvelope(ZHealthCheck),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/actor-health/medical-health-check',
    area: 'health',
    access: 'authenticated',
    summary: 'Checks of one person (?actorId), or of an actor type between two dates (?actorType&startDate&endDate)',
    query: ZHealthCheckListQuery,
    response: ZEnvelope(ZHealthCheckList),
  }),
  daily: defineRoute({
    method: 'GET',
    path: '/api/actor-health/daily',
    area: 'health',
    access: 'authenticated',
    summary: 'The checks of a day (default today) with counts per temperature band and point',
    query: ZHealthDailyQuery,
    response: ZEnvelope(ZHealthDaily),
  }),
  weekly: defineRoute({
    method: 'GET',
    path: '/api/actor-health/weekly',
    area: 'health',
    access: 'authenticated',
    summary: 'Checks and unwell checks per day of a range (default the last 7 days)',
    query: ZHealthWeeklyQuery,
    response: ZEnvelope(ZHealthWeekly),
  }),
  monthly: defineRoute({
    method: 'GET',
    path: '/api/actor-health/monthly',
    area: 'health',
    access: 'authenticated',
    summary: 'Symptoms counted by type and the temperatures of a month, of everyone reached or one person (?actorId)',
    query: ZHealthMonthlyQuery,
    response: ZEnvelope(ZHealthMonthly),
  }),
} as const;
