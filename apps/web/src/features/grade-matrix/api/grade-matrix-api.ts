import { gradeMatrixRefs } from '@school/contract/grade-matrix/grade-matrix.refs';
import type { TGradeMatrix } from '@school/contract/grade-matrix/grade-matrix.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TMatrix = Camelized<TGradeMatrix>;

/** The score grade matrix (score ranges and their grades). */
export const gradeMatrixApi = recordApi({
  list: gradeMatrixRefs.list,
  create: gradeMatrixRefs.create,
  update: gradeMatrixRefs.update,
  remove: { ref: gradeMatrixRefs.delete, query: (id) => ({ id }) },
});
