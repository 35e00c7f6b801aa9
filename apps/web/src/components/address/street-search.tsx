// The street field with suggestions from the maps service: opens after 5 characters, 400 ms after the last
// keystroke, only for the given region (spec access §5, working areas §2 /projects/add). Choosing a suggestion hands
// the whole address back. Shared by registration and the new-project form.
import { Combobox, Loader, TextInput, VisuallyHidden, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { limits, timers } from '@club/contract/constants';
import type { AddressSuggestion } from '@club/contract/maps';
import { useAddressSuggestions } from '../../lib/address/get-address-suggestions';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onPick: (suggestion: AddressSuggestion) => void;
  regionId: number | null;
  label: string;
  description?: string;
  error: string | undefined;
  inputRef?: (el: HTMLInputElement | null) => void;
  name: string;
  required?: boolean;
}

export function StreetSearch({
  value,
  onChange,
  onBlur,
  onPick,
  regionId,
  label,
  description,
  error,
  inputRef,
  name,
  required = true,
}: Props) {
  const intl = useIntl();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const typed = value.trim();
  const [settled] = useDebouncedValue(typed, timers.addressDebounceMs);
  const enabled = settled.length >= limits.addressMinChars && settled === typed;
  const { data, isFetching } = useAddressSuggestions(settled, regionId, enabled);
  const options = enabled ? (data ?? []) : [];

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(index) => {
          const picked = options[Number(index)];
          if (picked) onPick(picked);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            ref={inputRef}
            name={name}
            label={label}
            description={description}
            withAsterisk={required}
            autoComplete="off"
            value={value}
            error={error}
            rightSection={
              isFetching ? <Loader size={16} role="status" aria-label={intl.formatMessage({ id: 'address.searching' })} /> : null
            }
            onChange={(e) => {
              onChange(e.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              onBlur();
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={options.length === 0}>
          <Combobox.Options aria-label={intl.formatMessage({ id: 'address.suggestions' })}>
            {options.map((s, i) => (
              <Combobox.Option value={String(i)} key={`${s.label}-${i}`}>
                {s.label}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden aria-live="polite">
        {enabled && !isFetching && data ? intl.formatMessage({ id: 'address.suggestionCount' }, { count: options.length }) : ''}
      </VisuallyHidden>
    </>
  );
}
