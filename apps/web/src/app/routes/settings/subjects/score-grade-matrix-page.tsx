import { GradeMatrixManager } from '../../../../features/grade-matrix/components/grade-matrix-manager';

/** The score grade matrix of a year (`initialYearId`: the year the setup wizard sets up). */
export function ScoreGradeMatrixPage({ initialYearId }: { initialYearId?: string } = {}) {
  return <GradeMatrixManager initialYearId={initialYearId} />;
}
