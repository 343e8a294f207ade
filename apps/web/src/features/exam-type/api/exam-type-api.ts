import { examTypeRefs } from '@school/contract/exam-type/exam-type.refs';
import type { TExamType } from '@school/contract/exam-type/exam-type.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TExam = Camelized<TExamType>;

/** The exams of a year. */
export const examTypeApi = recordApi({
  list: examTypeRefs.list,
  create: examTypeRefs.create,
  update: examTypeRefs.update,
  remove: { ref: examTypeRefs.delete, query: (id) => ({ id }) },
});
