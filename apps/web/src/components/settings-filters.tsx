import type { ReactNode } from 'react';
import { Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { NamedSelect } from './named-select';

type TNamed = { id: unknown; description?: string; descriptionEn?: string };

/**
 * The compact bar of choices over a settings table (year, grade, subject group root …): selects side by
 * side in a small card, each naming itself (`ariaLabel`), wrapping on narrow screens. `FilterBar` is the
 * labelled kind.
 */
export function CompactFilterBar({ children }: { children: ReactNode }) {
  return (
    <Card styles={{ body: { padding: 12 } }} style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap>
        {children}
      </Flex>
    </Card>
  );
}

/** The year choice of a settings screen; `onChange` also clears what belongs to the old year (its grade). */
export function YearFilter<T extends TNamed>(p: {
  years: T[];
  value?: string;
  onChange: (id: string | undefined) => void;
  loading?: boolean;
  ariaLabel: string;
}) {
  // 240 px: "Academic year 2026-2027" is read whole (220 cut it to "Academic year 2026-2…").
  return <NamedSelect items={p.years} value={p.value} onChange={p.onChange} loading={p.loading} ariaLabel={p.ariaLabel} testId="filter-year" width={240} />;
}

/** The grade choice of a settings screen, cleared for every grade of the year. */
export function GradeFilter<T extends TNamed>(p: {
  grades: T[];
  value?: string;
  onChange: (id: string | undefined) => void;
  optionValue?: (grade: T) => string;
  ariaLabel: string;
  placeholder: string;
}) {
  return (
    <NamedSelect
      items={p.grades}
      optionValue={p.optionValue}
      value={p.value}
      onChange={p.onChange}
      allowClear
      placeholder={p.placeholder}
      ariaLabel={p.ariaLabel}
      testId="filter-grade"
    />
  );
}

/**
 * The year and grade choices of a settings screen (`useYearGradeFilter`) in the compact bar, with the
 * screen's other choices after the grade (`afterYear`: between the year and the grade). `t`: the screen's
 * catalog, with `academicYear`, `grade` and `allGrades`.
 */
export function YearGradeFilterBar<Y extends TNamed, G extends TNamed>(p: {
  filter: {
    years: Y[];
    loading?: boolean;
    yearId?: string;
    pick: (id: string | undefined) => void;
    grades: G[];
    gradeId?: string;
    setGradeId: (id: string | undefined) => void;
  };
  t: (key: string) => string;
  optionValue?: (grade: G) => string;
  afterYear?: ReactNode;
  children?: ReactNode;
}) {
  const { filter, t: screen } = p;
  return (
    <CompactFilterBar>
      <YearFilter years={filter.years} value={filter.yearId} onChange={filter.pick} loading={filter.loading} ariaLabel={screen('academicYear')} />
      {p.afterYear}
      <GradeFilter
        grades={filter.grades}
        optionValue={p.optionValue}
        value={filter.gradeId}
        onChange={filter.setGradeId}
        placeholder={screen('allGrades')}
        ariaLabel={screen('grade')}
      />
      {p.children}
    </CompactFilterBar>
  );
}

/** The primary "add" button of a list screen's header. */
export function AddButton({ label, onClick, disabled, testId }: { label: string; onClick: () => void; disabled?: boolean; testId?: string }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} disabled={disabled} data-testid={testId}>
      {label}
    </Button>
  );
}
