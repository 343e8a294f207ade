import { sql } from 'drizzle-orm';
import type { TQueryable } from '../db/engine';
import { occupation, province, schoolType } from '../db/schema/index';

/** The 25 provinces and capital of Cambodia, in the order of the national administrative codes. */
export const PROVINCES: ReadonlyArray<[string, string, string]> = [
  ['01', 'បន្ទាយមានជ័យ', 'Banteay Meanchey'],
  ['02', 'បាត់ដំបង', 'Battambang'],
  ['03', 'កំពង់ចាម', 'Kampong Cham'],
  ['04', 'កំពង់ឆ្នាំង', 'Kampong Chhnang'],
  ['05', 'កំពង់ស្ពឺ', 'Kampong Speu'],
  ['06', 'កំពង់ធំ', 'Kampong Thom'],
  ['07', 'កំពត', 'Kampot'],
  ['08', 'កណ្តាល', 'Kandal'],
  ['09', 'កោះកុង', 'Koh Kong'],
  ['10', 'ក្រចេះ', 'Kratie'],
  ['11', 'មណ្ឌលគិរី', 'Mondulkiri'],
  ['12', 'រាជធានីភ្នំពេញ', 'Phnom Penh'],
  ['13', 'ព្រះវិហារ', 'Preah Vihear'],
  ['14', 'ព្រៃវែង', 'Prey Veng'],
  ['15', 'ពោធិ៍សាត់', 'Pursat'],
  ['16', 'រតនគិរី', 'Ratanakiri'],
  ['17', 'សៀមរាប', 'Siem Reap'],
  ['18', 'ព្រះសីហនុ', 'Preah Sihanouk'],
  ['19', 'ស្ទឹងត្រែង', 'Stung Treng'],
  ['20', 'ស្វាយរៀង', 'Svay Rieng'],
  ['21', 'តាកែវ', 'Takeo'],
  ['22', 'ឧត្តរមានជ័យ', 'Oddar Meanchey'],
  ['23', 'កែប', 'Kep'],
  ['24', 'ប៉ៃលិន', 'Pailin'],
  ['25', 'ត្បូងឃ្មុំ', 'Tboung Khmum'],
];

/** Kinds of previous school an applicant may come from (online registration). */
export const SCHOOL_TYPES: ReadonlyArray<[string, string, string]> = [
  ['PUBLIC', 'សាលារដ្ឋ', 'Public school'],
  ['PRIVATE', 'សាលាឯកជន', 'Private school'],
  ['INTERNATIONAL', 'សាលាអន្តរជាតិ', 'International school'],
  ['COMMUNITY', 'សាលាសហគមន៍', 'Community school'],
  ['PAGODA', 'សាលាវត្ត', 'Pagoda school'],
  ['ABROAD', 'សាលានៅបរទេស', 'School abroad'],
  ['OTHER', 'ផ្សេងៗ', 'Other'],
];

/** Occupations an online-registration answer chooses from (a parent's work, data-calls §3 'Answers'). */
export const OCCUPATIONS: ReadonlyArray<[string, string, string]> = [
  ['FARMER', 'កសិករ', 'Farmer'],
  ['CIVIL_SERVANT', 'មន្ត្រីរាជការ', 'Civil servant'],
  ['TEACHER', 'គ្រូបង្រៀន', 'Teacher'],
  ['HEALTH_WORKER', 'គ្រូពេទ្យ ឬបុគ្គលិកសុខាភិបាល', 'Doctor or health worker'],
  ['ARMED_FORCES', 'កងកម្លាំងប្រដាប់អាវុធ', 'Armed forces or police'],
  ['BUSINESS_OWNER', 'ម្ចាស់អាជីវកម្ម', 'Business owner'],
  ['VENDOR', 'អ្នកលក់ដូរ', 'Vendor'],
  ['PRIVATE_EMPLOYEE', 'បុគ្គលិកក្រុមហ៊ុនឯកជន', 'Private company employee'],
  ['FACTORY_WORKER', 'កម្មកររោងចក្រ', 'Factory worker'],
  ['CONSTRUCTION_WORKER', 'កម្មករសំណង់', 'Construction worker'],
  ['DRIVER', 'អ្នកបើកបរ', 'Driver'],
  ['FISHER', 'អ្នកនេសាទ', 'Fisher'],
  ['NGO_STAFF', 'បុគ្គលិកអង្គការ', 'NGO staff'],
  ['MIGRANT_WORKER', 'ពលករចំណាកស្រុក', 'Migrant worker'],
  ['HOMEMAKER', 'មេផ្ទះ', 'Homemaker'],
  ['RETIRED', 'និវត្តជន', 'Retired'],
  ['UNEMPLOYED', 'គ្មានការងារ', 'Not working'],
  ['OTHER', 'ផ្សេងៗ', 'Other'],
];

/** Idempotent: brings the shared reference tables up to date at every start. */
export async function ensureReferenceData(db: TQueryable): Promise<void> {
  await db
    .insert(province)
    .values(PROVINCES.map(([code, name, nameEn], i) => ({ id: i + 1, code, name, nameEn, sortIndex: i + 1 })))
    .onConflictDoUpdate({
      target: province.id,
      set: { code: sql`excluded.code`, name: sql`excluded.name`, nameEn: sql`excluded.name_en`, sortIndex: sql`excluded.sort_index` },
    });
  await db
    .insert(schoolType)
    .values(SCHOOL_TYPES.map(([code, name, nameEn], i) => ({ id: i + 1, code, name, nameEn, sortIndex: i + 1 })))
    .onConflictDoUpdate({
      target: schoolType.id,
      set: { code: sql`excluded.code`, name: sql`excluded.name`, nameEn: sql`excluded.name_en`, sortIndex: sql`excluded.sort_index` },
    });
  await db
    .insert(occupation)
    .values(OCCUPATIONS.map(([code, name, nameEn], i) => ({ id: i + 1, code, name, nameEn, sortIndex: i + 1 })))
    .onConflictDoUpdate({
      target: occupation.id,
      set: { code: sql`excluded.code`, name: sql`excluded.name`, nameEn: sql`excluded.name_en`, sortIndex: sql`excluded.sort_index` },
    });
}
