import { Button, List, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName, pickLocale } from '../lib/bilingual';
import { formatDate } from '../lib/date';
import type { TLocale } from '../lib/locale';
import { useLocale } from '../lib/use-locale';

/** The screen's catalog (`t` of its namespace), with the values of a text that has some. */
type TScreenText = (...args: [key: string] | [key: string, values: Record<string, string>]) => string;

type TMatch = { id: string; fullName: string; fullNameEn: string; matches: string[] };
type TStudentMatch = TMatch & {
  code: string;
  dateOfBirth?: string | null;
  academicClassId?: string | null;
  academicClassDescription?: string | null;
  academicClassDescriptionEn?: string | null;
};
type TGuardianMatch = TMatch & { mobilePhone?: string | null; students: { fullName: string; fullNameEn: string }[] };

/**
 * What each kind of person's dialog says and offers: its test ids (`{testId}-dialog`, `-match`, `-{pick}`,
 * `-{proceed}`); `pick`, the button of each match, and `proceed`, the screen's way on (their labels
 * `duplicate.{pick}`, `duplicate.{proceed}` of the screen's catalog); which of the two is the primary one.
 */
const KINDS = {
  // data-calls §5: each match can be opened; the new student is created only when the user continues.
  student: { testId: 'duplicate', pick: 'open', proceed: 'continue', pickSaves: false },
  // issue 10, item 11: use a match (the students chosen in the form are linked to it), or create anyway.
  guardian: { testId: 'guardian-duplicate', pick: 'use', proceed: 'create', pickSaves: true },
} as const;

type TKindProps<S extends TStudentMatch, G extends TGuardianMatch> =
  { kind: 'student'; matches: S[] | undefined; onPick: (match: S) => void } | { kind: 'guardian'; matches: G[] | undefined; onPick: (match: G) => void };

/** What the dialog tells of a match besides its names: a student's code, birth date and class; a guardian's phone and students. */
function details(kind: keyof typeof KINDS, match: TMatch, screen: TScreenText, locale: TLocale) {
  if (kind === 'guardian') {
    const m = match as TGuardianMatch;
    const name = (s: { fullName: string; fullNameEn: string }) => pickLocale(s.fullName, s.fullNameEn, locale);
    return [m.mobilePhone ?? '—', ...(m.students.length > 0 ? [screen('duplicate.of', { names: m.students.map(name).join(', ') })] : [])];
  }
  const m = match as TStudentMatch;
  return [
    m.code,
    m.dateOfBirth ? formatDate(m.dateOfBirth, locale, 'DD/MM/YYYY') : '—',
    m.academicClassId
      ? localName({ description: m.academicClassDescription ?? '', descriptionEn: m.academicClassDescriptionEn ?? '' }, locale)
      : screen('duplicate.noClass'),
  ];
}

/**
 * The people already recorded who may be the one about to be created (students, guardians), written
 * once: each with its names, what the screen tells of it, the fields that matched, and its button (open,
 * use); the footer's Cancel and the screen's way on (continue, create). `t`: the screen's catalog, with
 * `duplicate.title`, `.text`, `.matched`, the buttons' labels and a `duplicate.{field}` per matched field.
 */
export function DuplicateMatchesDialog<S extends TStudentMatch, G extends TGuardianMatch>(
  p: TKindProps<S, G> & {
    t: TScreenText;
    onProceed: () => void;
    onCancel: () => void;
    /** The creation (or, for a guardian, the linking) is under way. */
    busy?: boolean;
  },
) {
  const { t: common } = useTranslation();
  const locale = useLocale();
  const { t: screen, onCancel, busy } = p;
  const kind = KINDS[p.kind];
  const matches: TMatch[] = p.matches ?? [];
  return (
    <Modal
      open={matches.length > 0}
      title={screen('duplicate.title')}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
      data-testid={`${kind.testId}-dialog`}
      footer={
        <Space>
          <Button onClick={onCancel}>{common('action.cancel')}</Button>
          <Button type={kind.pickSaves ? 'default' : 'primary'} loading={busy} onClick={p.onProceed} data-testid={`${kind.testId}-${kind.proceed}`}>
            {screen(`duplicate.${kind.proceed}`)}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{screen('duplicate.text')}</Typography.Paragraph>
      <List
        dataSource={matches}
        rowKey="id"
        renderItem={(m) => (
          <List.Item
            data-testid={`${kind.testId}-match`}
            actions={[
              <Button
                key={kind.pick}
                type={kind.pickSaves ? 'primary' : 'default'}
                loading={kind.pickSaves && busy}
                onClick={() => (p.onPick as (match: TMatch) => void)(m)}
                data-testid={`${kind.testId}-${kind.pick}`}
              >
                {screen(`duplicate.${kind.pick}`)}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  {m.fullName} <Typography.Text type="secondary">· {m.fullNameEn}</Typography.Text>
                </span>
              }
              description={
                <Space wrap size={[8, 4]}>
                  {details(p.kind, m, screen, locale).map((text, i) => (
                    <span key={i}>{text}</span>
                  ))}
                  {m.matches.map((k) => (
                    <Tag key={k} color="orange">
                      {screen('duplicate.matched')}: {screen(`duplicate.${k}`)}
                    </Tag>
                  ))}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
