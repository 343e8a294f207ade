import { khmerDigits } from '../lib/khmer';

/**
 * The ready template of the Cambodian public-school structure (general education, MoEYS): grades 1 to 12
 * in three levels, the usual subjects with their Khmer and English names, maximum scores and coefficients,
 * the A–F grade matrix, and monthly and semester exams.
 *
 * Scores follow the usual practice of public schools: primary subjects are marked out of 10 with weight
 * 1 (the monthly average is out of 10); secondary subjects out of 50 × coefficient, Khmer and mathematics
 * counting double (out of 100, coefficient 2), so the average (total ÷ total coefficient) is out of 50.
 * A school edits these on the standard-score screen (for instance the science and social-science streams
 * of grades 11 and 12, whose national exam weights differ).
 */
export type TTemplateSubject = { code: string; km: string; en: string; group: string; abbreviation: string };
export type TTemplateLevel = {
  code: 'PRI' | 'LSE' | 'USE';
  km: string;
  en: string;
  group: number;
  grades: number[];
  maxBase: number;
  subjects: Array<{ code: string; coefficient: number; from?: number }>;
};

export const TEMPLATE_ROOT = { code: 'GEN', km: 'កម្មវិធីសិក្សាចំណេះទូទៅ', en: 'General education curriculum', abbreviation: 'GEN' } as const;

export const TEMPLATE_GROUPS = [
  { code: 'LANG', km: 'ភាសា', en: 'Languages' },
  { code: 'MATH-SCI', km: 'គណិតវិទ្យា និងវិទ្យាសាស្ត្រ', en: 'Mathematics and sciences' },
  { code: 'SOC-SCI', km: 'វិទ្យាសាស្ត្រសង្គម', en: 'Social sciences' },
  { code: 'LIFE', km: 'កាយ សិល្បៈ និងបំណិនជីវិត', en: 'Physical education, arts and life skills' },
] as const;

export const TEMPLATE_SUBJECTS: readonly TTemplateSubject[] = [
  { code: 'KHM', km: 'ភាសាខ្មែរ', en: 'Khmer', group: 'LANG', abbreviation: 'ខ្មែរ' },
  { code: 'ENG', km: 'ភាសាអង់គ្លេស', en: 'English', group: 'LANG', abbreviation: 'អង់គ្លេស' },
  { code: 'MATH', km: 'គណិតវិទ្យា', en: 'Mathematics', group: 'MATH-SCI', abbreviation: 'គណិត' },
  { code: 'SCI', km: 'វិទ្យាសាស្ត្រ', en: 'Science', group: 'MATH-SCI', abbreviation: 'វិទ្យា' },
  { code: 'PHY', km: 'រូបវិទ្យា', en: 'Physics', group: 'MATH-SCI', abbreviation: 'រូប' },
  { code: 'CHE', km: 'គីមីវិទ្យា', en: 'Chemistry', group: 'MATH-SCI', abbreviation: 'គីមី' },
  { code: 'BIO', km: 'ជីវវិទ្យា', en: 'Biology', group: 'MATH-SCI', abbreviation: 'ជីវៈ' },
  { code: 'EAR', km: 'ផែនដីវិទ្យា', en: 'Earth science', group: 'MATH-SCI', abbreviation: 'ផែនដី' },
  { code: 'SOC', km: 'សិក្សាសង្គម', en: 'Social studies', group: 'SOC-SCI', abbreviation: 'សង្គម' },
  { code: 'HIS', km: 'ប្រវត្តិវិទ្យា', en: 'History', group: 'SOC-SCI', abbreviation: 'ប្រវត្តិ' },
  { code: 'GEO', km: 'ភូមិវិទ្យា', en: 'Geography', group: 'SOC-SCI', abbreviation: 'ភូមិ' },
  { code: 'MOR', km: 'សីលធម៌-ពលរដ្ឋវិជ្ជា', en: 'Morality-Civics', group: 'SOC-SCI', abbreviation: 'សីលធម៌' },
  { code: 'PE', km: 'អប់រំកាយ និងកីឡា', en: 'Physical education', group: 'LIFE', abbreviation: 'កីឡា' },
  { code: 'ART', km: 'អប់រំសិល្បៈ', en: 'Arts education', group: 'LIFE', abbreviation: 'សិល្បៈ' },
  { code: 'ICT', km: 'បច្ចេកវិទ្យាព័ត៌មាន', en: 'Information technology', group: 'LIFE', abbreviation: 'ICT' },
];

const secondary = [
  { code: 'KHM', coefficient: 2 },
  { code: 'MATH', coefficient: 2 },
  { code: 'PHY', coefficient: 1 },
  { code: 'CHE', coefficient: 1 },
  { code: 'BIO', coefficient: 1 },
  { code: 'EAR', coefficient: 1 },
  { code: 'HIS', coefficient: 1 },
  { code: 'GEO', coefficient: 1 },
  { code: 'MOR', coefficient: 1 },
  { code: 'ENG', coefficient: 1 },
  { code: 'PE', coefficient: 1 },
  { code: 'ICT', coefficient: 1 },
];

export const TEMPLATE_LEVELS: readonly TTemplateLevel[] = [
  {
    code: 'PRI',
    km: 'បឋមសិក្សា',
    en: 'Primary',
    group: 1,
    grades: [1, 2, 3, 4, 5, 6],
    maxBase: 10,
    subjects: [
      { code: 'KHM', coefficient: 1 },
      { code: 'MATH', coefficient: 1 },
      { code: 'SCI', coefficient: 1 },
      { code: 'SOC', coefficient: 1 },
      { code: 'PE', coefficient: 1 },
      { code: 'ART', coefficient: 1 },
      // Foreign language from grade 4 in the primary curriculum.
      { code: 'ENG', coefficient: 1, from: 4 },
    ],
  },
  { code: 'LSE', km: 'មធ្យមសិក្សាបឋមភូមិ', en: 'Lower secondary', group: 2, grades: [7, 8, 9], maxBase: 50, subjects: secondary },
  { code: 'USE', km: 'មធ្យមសិក្សាទុតិយភូមិ', en: 'Upper secondary', group: 3, grades: [10, 11, 12], maxBase: 50, subjects: secondary },
];

/** The maximum score of a subject: primary out of 10, secondary out of 50 × coefficient. */
export const templateMaxScore = (level: TTemplateLevel, coefficient: number) => (level.maxBase === 10 ? 10 : level.maxBase * coefficient);

export const gradeCode = (n: number) => `G${n}`;
export const gradeNames = (n: number) => ({ km: `ថ្នាក់ទី${khmerDigits(n)}`, en: `Grade ${n}` });

/** spec: the A–F matrix (A ល្អប្រសើរ … F ខ្សោយ), percentages, each range [min, max). */
export const TEMPLATE_GRADE_MATRIX = [
  { grade: 'A', km: 'ល្អប្រសើរ', en: 'Excellent', min: 90, max: 100, pass: true },
  { grade: 'B', km: 'ល្អណាស់', en: 'Very good', min: 80, max: 90, pass: true },
  { grade: 'C', km: 'ល្អ', en: 'Good', min: 70, max: 80, pass: true },
  { grade: 'D', km: 'ល្អបង្គួរ', en: 'Fairly good', min: 60, max: 70, pass: true },
  { grade: 'E', km: 'មធ្យម', en: 'Average', min: 50, max: 60, pass: true },
  { grade: 'F', km: 'ខ្សោយ', en: 'Weak', min: 0, max: 50, pass: false },
] as const;

/** Streams of grades 11 and 12, as class groups. */
export const TEMPLATE_CLASS_GROUPS = [
  { code: 'SCI', km: 'ថ្នាក់វិទ្យាសាស្ត្រ', en: 'Science stream' },
  { code: 'SOC', km: 'ថ្នាក់វិទ្យាសាស្ត្រសង្គម', en: 'Social science stream' },
] as const;
