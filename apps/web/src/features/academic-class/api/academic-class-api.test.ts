import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { academicClassApi } from './academic-class-api';

describe('the class settings and the class lookup of the selects', () => {
  it('a create, edit, delete or copy of a class (they invalidate the settings domain) marks every year’s class lookup stale', async () => {
    const client = new QueryClient();
    const option = { id: 'c1', courseLevelId: 'g1', code: '7A', description: 'ថ្នាក់ទី៧ក', descriptionEn: 'Grade 7A' };
    client.setQueryData(classesOfYearQuery('y1').queryKey, [option]);
    client.setQueryData(classesOfYearQuery('y2').queryKey, [option]);
    client.setQueryData(academicClassApi.listQuery({ academicYearId: 'y1' }).queryKey, { items: [], total: 0 });
    expect(client.getQueryState(classesOfYearQuery('y1').queryKey)?.isInvalidated).toBe(false);

    await client.invalidateQueries({ queryKey: academicClassApi.keys.all });

    for (const year of ['y1', 'y2']) expect(client.getQueryState(classesOfYearQuery(year).queryKey)?.isInvalidated, year).toBe(true);
    expect(client.getQueryState(academicClassApi.listQuery({ academicYearId: 'y1' }).queryKey)?.isInvalidated).toBe(true);
  });
});
