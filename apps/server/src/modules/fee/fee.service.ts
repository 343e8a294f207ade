import type {
  TFeeItem,
  TFeeItemCreate,
  TFeeItemFind,
  TFeeItemUpdate,
  TFeeTerm,
  TFeeTermCreate,
  TFeeTermUpdate,
  TFeeType,
  TFeeTypeCreate,
  TFeeTypeUpdate,
  TPaymentMethod,
  TPaymentMethodCreate,
  TPaymentMethodUpdate,
  TPaymentSetting,
  TPaymentSettingCreate,
  TPaymentSettingUpdate,
  TPrintoutFooter,
  TPrintoutFooterCreate,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { recordService, uniqueCode } from '../../db/record-service';
import { inTenant } from '../../db/tenant';
import { deleteUnused } from '../../db/usage';
import { codeTaken, inUse, missingReference, notFound } from '../../lib/app-error';
import { bodyValues, wireFields } from '../../lib/wire';
import { fromBasisPoints, toBasisPoints, toMajor, toMinor } from './fee-money';
import * as repo from './fee.repository';

/** The fee setup (issue 14, `/settings/payment`): record families with in-use refusal, the current payment setting. */

// ---- fee types ----

const toFeeType = (r: repo.TFeeTypeRow): TFeeType => wireFields(r, ['id', 'code', 'description', 'descriptionEn', 'type', 'status', 'sortIndex', 'version']);
const feeTypeValues = (b: TFeeTypeCreate): repo.TFeeTypeValues => bodyValues(b, ['code', 'description', 'descriptionEn', 'type', 'status', 'sortIndex']);

export const listFeeTypes = async (deps: TAppDeps, auth: TAuth) =>
  (await inTenant(deps, auth, (tx) => repo.listFeeTypes(tx, { campusId: auth.campusId }))).map(toFeeType);

const feeTypes = recordService<TFeeTypeCreate, TFeeTypeUpdate, repo.TFeeTypeRow, repo.TFeeTypeValues, TFeeType>({
  table: 'fee_type',
  check: uniqueCode(repo.findFeeTypeByCode),
  values: feeTypeValues,
  toItem: toFeeType,
  rows: repo.feeTypeRows,
});
export const createFeeType = feeTypes.create;
export const updateFeeType = feeTypes.update;
export const deleteFeeType = feeTypes.delete;

// ---- fee terms ----

const toFeeTerm = (r: repo.TFeeTermRow): TFeeTerm =>
  wireFields(r, ['id', 'code', 'description', 'descriptionEn', 'academicYearId', 'totalMonths', 'dueDate', 'sortIndex', 'version']);
const feeTermValues = (b: TFeeTermCreate): repo.TFeeTermValues => ({
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  academicYearId: b.AcademicYearId,
  totalMonths: b.TotalMonths,
  dueDate: b.DueDate ?? null,
  sortIndex: b.SortIndex,
});

export const listFeeTerms = async (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string }) =>
  (await inTenant(deps, auth, (tx) => repo.listFeeTerms(tx, { campusId: auth.campusId, academicYearId: q.academicYearId }))).map(toFeeTerm);

async function checkFeeTerm(tx: TQueryable, campusId: string, b: TFeeTermCreate, selfId?: string) {
  if (!(await repo.yearExists(tx, { campusId, id: b.AcademicYearId }))) throw missingReference('ឆ្នាំសិក្សា', 'academic year');
  const same = await repo.findFeeTermByCode(tx, { campusId, academicYearId: b.AcademicYearId, code: b.Code });
  if (same && same.id !== selfId) throw codeTaken(b.Code, true);
}

const feeTerms = recordService<TFeeTermCreate, TFeeTermUpdate, repo.TFeeTermRow, repo.TFeeTermValues, TFeeTerm>({
  table: 'fee_term',
  check: checkFeeTerm,
  values: feeTermValues,
  toItem: toFeeTerm,
  rows: repo.feeTermRows,
});
export const createFeeTerm = feeTerms.create;

/** The update checks more than `feeTerms.update`: a term with fee items keeps its year. */
export const updateFeeTerm = (deps: TAppDeps, auth: TAuth, body: TFeeTermUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const before = await repo.feeTermRows.get(tx, { campusId: auth.campusId, id: body.Id });
    if (!before) throw notFound();
    await checkFeeTerm(tx, auth.campusId, body, body.Id);
    if (before.academicYearId !== body.AcademicYearId && (await repo.listFeeItems(tx, { campusId: auth.campusId, feeTermId: body.Id })).length > 0)
      throw inUse('មិនអាចប្តូរឆ្នាំសិក្សានៃវគ្គបង់ប្រាក់ដែលមានថ្លៃសេវារួចហើយទេ', 'The year of a fee term with fee items cannot change');
    await repo.feeTermRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, feeTermValues(body));
    return toFeeTerm((await repo.feeTermRows.get(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteFeeTerm = feeTerms.delete;

// ---- fee items ----

export const toFeeItem = ({ item, type, level, term }: repo.TFeeItemListRow): TFeeItem => ({
  Id: item.id,
  Code: item.code,
  Description: item.description,
  DescriptionEn: item.descriptionEn,
  Price: toMajor(item.priceMinor, item.currencyType),
  CurrencyType: item.currencyType,
  FeetypeId: item.feeTypeId,
  CourseLevelId: item.courseLevelId,
  FeeTermId: item.feeTermId,
  IsActive: item.isActive,
  FeeType: { Id: type.id, Description: type.description, DescriptionEn: type.descriptionEn },
  CourseLevel: { Id: level.id, Description: level.description, DescriptionEn: level.descriptionEn },
  FeeTerm: { Id: term.id, Description: term.description, DescriptionEn: term.descriptionEn },
  Version: item.version,
});
const feeItemValues = (b: TFeeItemCreate): repo.TFeeItemValues => ({
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  priceMinor: toMinor(b.Price, b.CurrencyType),
  currencyType: b.CurrencyType,
  feeTypeId: b.FeetypeId,
  courseLevelId: b.CourseLevelId,
  feeTermId: b.FeeTermId,
  isActive: b.IsActive,
});

async function checkFeeItem(tx: TQueryable, campusId: string, b: TFeeItemCreate, selfId?: string) {
  if (!(await repo.feeTypeRows.exists(tx, { campusId, id: b.FeetypeId }))) throw missingReference('ប្រភេទថ្លៃសេវា', 'fee type');
  if (!(await repo.getCourseLevel(tx, { campusId, id: b.CourseLevelId }))) throw missingReference('ថ្នាក់ទី', 'grade');
  if (!(await repo.feeTermRows.exists(tx, { campusId, id: b.FeeTermId }))) throw missingReference('វគ្គបង់ប្រាក់', 'fee term');
  const same = await repo.findFeeItemByCode(tx, { campusId, feeTermId: b.FeeTermId, courseLevelId: b.CourseLevelId, code: b.Code });
  if (same && same.id !== selfId) throw codeTaken(b.Code);
}

const getFeeItemIn = async (tx: TQueryable, campusId: string, id: string) => {
  const [row] = await repo.listFeeItems(tx, { campusId, id });
  if (!row) throw notFound();
  return toFeeItem(row);
};

type TFeeItemFilter = { academicYearId?: string; courseLevelId?: string; feeTermId?: string; feeTypeId?: string; isActive?: boolean };
export const listFeeItems = async (deps: TAppDeps, auth: TAuth, q: TFeeItemFilter) =>
  (await inTenant(deps, auth, (tx) => repo.listFeeItems(tx, { campusId: auth.campusId, ...q }))).map(toFeeItem);

export const findFeeItems = (deps: TAppDeps, auth: TAuth, b: TFeeItemFind) =>
  listFeeItems(deps, auth, {
    academicYearId: b.AcademicYearId,
    courseLevelId: b.CourseLevelId,
    feeTermId: b.FeeTermId,
    feeTypeId: b.FeetypeId,
    isActive: b.IsActive,
  });

export const createFeeItem = (deps: TAppDeps, auth: TAuth, body: TFeeItemCreate) =>
  inTenant(deps, auth, async (tx) => {
    await checkFeeItem(tx, auth.campusId, body);
    const row = await repo.feeItemRows.insert(tx, { campusId: auth.campusId, values: feeItemValues(body) });
    return getFeeItemIn(tx, auth.campusId, row.id);
  });

export const updateFeeItem = (deps: TAppDeps, auth: TAuth, body: TFeeItemUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkFeeItem(tx, auth.campusId, body, body.Id);
    await repo.feeItemRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, feeItemValues(body));
    return getFeeItemIn(tx, auth.campusId, body.Id);
  });

export const deleteFeeItem = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, (tx) =>
    deleteUnused(tx, { table: 'fee_item', key: { campusId: auth.campusId, id }, get: repo.feeItemRows.get, remove: repo.feeItemRows.delete }),
  );

// ---- payment methods ----

const toPaymentMethod = (r: repo.TPaymentMethodRow): TPaymentMethod =>
  wireFields(r, ['id', 'code', 'description', 'descriptionEn', 'abbreviation', 'isKhqr', 'status', 'sortIndex', 'version']);
const methodValues = (b: TPaymentMethodCreate): repo.TPaymentMethodValues =>
  bodyValues(b, ['code', 'description', 'descriptionEn', 'abbreviation', 'isKhqr', 'status', 'sortIndex']);

export const listPaymentMethods = async (deps: TAppDeps, auth: TAuth) =>
  (await inTenant(deps, auth, (tx) => repo.listPaymentMethods(tx, { campusId: auth.campusId }))).map(toPaymentMethod);

const paymentMethods = recordService<TPaymentMethodCreate, TPaymentMethodUpdate, repo.TPaymentMethodRow, repo.TPaymentMethodValues, TPaymentMethod>({
  table: 'payment_method',
  check: uniqueCode(repo.findPaymentMethodByCode),
  values: methodValues,
  toItem: toPaymentMethod,
  rows: repo.paymentMethodRows,
});
export const createPaymentMethod = paymentMethods.create;
export const updatePaymentMethod = paymentMethods.update;
export const deletePaymentMethod = paymentMethods.delete;

// ---- payment settings ----

export const toPaymentSetting = (r: repo.TPaymentSettingRow): TPaymentSetting => ({
  Id: r.id,
  CurrencyType: r.currencyType,
  ExchangeRate: r.exchangeRate,
  TaxMode: r.taxMode,
  TaxRate: fromBasisPoints(r.taxRateBp),
  PaymentTerm: r.paymentTerm,
  IsAllowPartialPayment: r.isAllowPartialPayment,
  TaxIdentificationNumber: r.taxIdentificationNumber,
  BakongAccountId: r.bakongAccountId,
  IsCurrent: r.isCurrent,
  Version: r.version,
});
const settingValues = (b: TPaymentSettingCreate): repo.TPaymentSettingValues => ({
  currencyType: b.CurrencyType,
  exchangeRate: b.ExchangeRate,
  taxMode: b.TaxMode,
  taxRateBp: toBasisPoints(b.TaxRate),
  paymentTerm: b.PaymentTerm,
  isAllowPartialPayment: b.IsAllowPartialPayment,
  taxIdentificationNumber: b.TaxIdentificationNumber ?? null,
  bakongAccountId: b.BakongAccountId ?? null,
  isCurrent: b.IsCurrent,
});

export const listPaymentSettings = async (deps: TAppDeps, auth: TAuth) =>
  (await inTenant(deps, auth, (tx) => repo.listPaymentSettings(tx, { campusId: auth.campusId }))).map(toPaymentSetting);

export const getCurrentPaymentSetting = async (deps: TAppDeps, auth: TAuth) => {
  const row = await inTenant(deps, auth, (tx) => repo.currentPaymentSetting(tx, { campusId: auth.campusId }));
  return row ? toPaymentSetting(row) : null;
};

/** The school's first setting is current whatever the body says: a school always has one once it has any. */
export const createPaymentSetting = (deps: TAppDeps, auth: TAuth, body: TPaymentSettingCreate) =>
  inTenant(deps, auth, async (tx) => {
    const current = await repo.currentPaymentSetting(tx, { campusId: auth.campusId });
    const makeCurrent = body.IsCurrent || !current;
    if (makeCurrent) await repo.clearCurrentSetting(tx, { campusId: auth.campusId });
    return toPaymentSetting(await repo.paymentSettingRows.insert(tx, { campusId: auth.campusId, values: { ...settingValues(body), isCurrent: makeCurrent } }));
  });

export const updatePaymentSetting = (deps: TAppDeps, auth: TAuth, body: TPaymentSettingUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const key = { campusId: auth.campusId, id: body.Id };
    const before = await repo.paymentSettingRows.get(tx, key);
    if (!before) throw notFound();
    // The current one stays current until another is made so (the school is never left without one).
    const isCurrent = body.IsCurrent || before.isCurrent;
    if (isCurrent && !before.isCurrent) await repo.clearCurrentSetting(tx, { campusId: auth.campusId, exceptId: body.Id });
    await repo.paymentSettingRows.update(tx, { ...key, version: body.Version }, { ...settingValues(body), isCurrent });
    return toPaymentSetting((await repo.paymentSettingRows.get(tx, key))!);
  });

export const deletePaymentSetting = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    const row = await repo.paymentSettingRows.get(tx, { campusId: auth.campusId, id });
    if (!row) throw notFound();
    if (row.isCurrent)
      throw inUse('មិនអាចលុបការកំណត់ដែលកំពុងប្រើបានទេ សូមកំណត់មួយផ្សេងជាការកំណត់បច្ចុប្បន្នសិន', 'The current setting cannot be deleted: make another one current first');
    await repo.paymentSettingRows.delete(tx, { campusId: auth.campusId, id });
  });

// ---- printout footers ----

const toFooter = (r: repo.TPrintoutFooterRow): TPrintoutFooter => ({
  Id: r.id,
  PrintoutType: r.printoutType,
  FooterType: r.footerType,
  Text: r.text,
  TextEn: r.textEn,
  SortIndex: r.sortIndex,
});

export const listPrintoutFooters = async (deps: TAppDeps, auth: TAuth, q: { printoutType?: number }) =>
  (await inTenant(deps, auth, (tx) => repo.listPrintoutFooters(tx, { campusId: auth.campusId, printoutType: q.printoutType }))).map(toFooter);

export const createPrintoutFooter = (deps: TAppDeps, auth: TAuth, b: TPrintoutFooterCreate) =>
  inTenant(deps, auth, async (tx) =>
    toFooter(
      await repo.insertPrintoutFooter(tx, {
        campusId: auth.campusId,
        values: { printoutType: b.PrintoutType, footerType: b.FooterType, text: b.Text, textEn: b.TextEn, sortIndex: b.SortIndex },
      }),
    ),
  );

export const deletePrintoutFooter = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    if (!(await repo.deletePrintoutFooter(tx, { campusId: auth.campusId, id }))) throw notFound();
  });
