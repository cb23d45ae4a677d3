import './place-picker.css';
import { Dropdown } from 'primereact/dropdown';
import { TR_PROVINCES, trProvince } from '@shop/shared';
import { WIDGET_TEXTS } from '../texts';

const T = WIDGET_TEXTS.place;
const PROVINCES = TR_PROVINCES.map((p) => p.name);

export interface ProvinceDistrictFieldsProps {
  /** Prefix of the two inputs' ids, so their labels point at them. */
  readonly idPrefix: string;
  /** '' for none. */
  readonly province: string;
  readonly district: string;
  /** A new il clears the ilçe (it belongs to the old one). */
  readonly onChange: (place: { province: string; district: string }) => void;
  readonly disabled?: boolean;
}

/** İl and ilçe as two searchable dropdowns from Türkiye's 81 provinces; the ilçe list follows the il. */
export function ProvinceDistrictFields({ idPrefix, province, district, onChange, disabled = false }: ProvinceDistrictFieldsProps) {
  const districts = trProvince(province)?.districts ?? [];
  return (
    <div className="place-fields">
      <div className="place-field">
        <label htmlFor={`${idPrefix}-province`}>{T.province}</label>
        <Dropdown
          inputId={`${idPrefix}-province`}
          value={province || null}
          options={PROVINCES}
          placeholder={T.provincePlaceholder}
          filter
          showClear
          disabled={disabled}
          onChange={(e) => onChange({ province: (e.value as string | null) ?? '', district: '' })}
        />
      </div>
      <div className="place-field">
        <label htmlFor={`${idPrefix}-district`}>{T.district}</label>
        <Dropdown
          inputId={`${idPrefix}-district`}
          value={district || null}
          options={[...districts]}
          placeholder={T.districtPlaceholder}
          filter
          showClear
          disabled={disabled || districts.length === 0}
          onChange={(e) => onChange({ province, district: (e.value as string | null) ?? '' })}
        />
      </div>
    </div>
  );
}
