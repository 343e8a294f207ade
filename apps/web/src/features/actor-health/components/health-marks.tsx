import '../i18n';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDigits } from '../../../lib/use-locale';

/** data-calls §9 'Temperature buckets': 4 above 39 (red) … 0 at 36 or below (blue). */
export function temperatureBand(temperature: number): number {
  if (temperature > 39) return 4;
  if (temperature > 38) return 3;
  if (temperature > 37) return 2;
  if (temperature > 36) return 1;
  return 0;
}
export const BAND_COLOURS = ['blue', 'green', 'gold', 'volcano', 'red'] as const;

/** data-calls §9 'Health point colours': 0 or 1 green, 2 orange, 3 red. */
export const pointColour = (point: number) => (point >= 3 ? 'red' : point === 2 ? 'orange' : 'green');

export function TemperatureTag({ value }: { value: number }) {
  const digits = useDigits();
  return (
    <Tag color={BAND_COLOURS[temperatureBand(value)]} data-testid="health-temperature">
      {digits(value.toFixed(1))} °C
    </Tag>
  );
}

export function PointTag({ value }: { value: number }) {
  const { t } = useTranslation('actor-health');
  return (
    <Tag color={pointColour(value)} data-testid="health-point">
      {t('pointValue', { point: value })}
    </Tag>
  );
}

/** The symptoms of a check by name, each in its type's point colour. */
export function SymptomTags({ codes, types }: { codes: string[]; types: { code: string; name: string; nameEn: string; point: number }[] }) {
  const { t, i18n } = useTranslation('actor-health');
  if (codes.length === 0) return <span>{t('noSymptom')}</span>;
  return (
    <>
      {codes.map((code) => {
        const type = types.find((x) => x.code === code);
        return (
          <Tag key={code} color={pointColour(type?.point ?? 0)}>
            {type ? (i18n.language === 'en' ? type.nameEn : type.name) : code}
          </Tag>
        );
      })}
    </>
  );
}
