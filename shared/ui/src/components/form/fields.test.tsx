import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { TextField } from './TextField';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { PhoneField } from './PhoneField';
import { CheckboxGroup, RadioGroup } from './ChoiceGroup';
import { SubmitButton } from './SubmitButton';
import { FormError } from './FormError';
import { focusFirstError } from './focus-first-error';

beforeAll(() => setupI18n('en'));

describe('TextField', () => {
  it('labels the input and links its hint and error', () => {
    renderWithTheme(<TextField name="email" label="Email" hint="We never share it" error="Enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email address');
  });

  it('is valid and unmarked without an error, and says when it is optional', () => {
    renderWithTheme(<TextField name="about" label="About" optional />);
    const input = screen.getByLabelText('About (optional)');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a toggle that says what it does', async () => {
    renderWithTheme(<PasswordField name="password" label="Password" defaultValue="Secret!1" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('speaks Arabic on an Arabic page', async () => {
    await setupI18n('ar');
    renderWithTheme(<PasswordField name="password" label="كلمة المرور" />, 'ar');
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
    await act(() => setupI18n('en'));
  });
});

describe('SelectField and PhoneField', () => {
  it('offers an empty first choice and the options', async () => {
    const onChange = jest.fn();
    renderWithTheme(<SelectField name="level" label="Level" options={[{ value: 'b', label: 'Bachelor' }]} value="" onChange={onChange} />);
    const select = screen.getByLabelText('Level');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Bachelor']);
    await userEvent.selectOptions(select, 'b');
    expect(onChange).toHaveBeenCalled();
  });

  it('types phone numbers left to right with the phone keypad', () => {
    renderWithTheme(<PhoneField name="phone" label="Phone" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('dir', 'ltr');
  });
});

describe('RadioGroup and CheckboxGroup', () => {
  function Radios() {
    const [value, setValue] = useState<string | null>(null);
    return <RadioGroup name="hours" label="Hours" value={value} onChange={setValue} options={[{ value: '1', label: '1-2' }, { value: '2', label: '3-5' }]} />;
  }
  function Boxes() {
    const [value, setValue] = useState<string[]>([]);
    return <><CheckboxGroup name="topics" label="Topics" value={value} onChange={setValue} error={value.length ? null : 'Pick one'} options={[{ value: 'a', label: 'Web' }, { value: 'b', label: 'Data' }]} /><output>{value.join(',')}</output></>;
  }

  it('picks one radio at a time', async () => {
    renderWithTheme(<Radios />);
    expect(screen.getByRole('radiogroup', { name: 'Hours' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('1-2'));
    await userEvent.click(screen.getByLabelText('3-5'));
    expect(screen.getByLabelText('1-2')).not.toBeChecked();
    expect(screen.getByLabelText('3-5')).toBeChecked();
  });

  it('toggles checkboxes and clears the error', async () => {
    renderWithTheme(<Boxes />);
    const group = screen.getByRole('group', { name: 'Topics' });
    expect(group).toHaveAccessibleDescription('Pick one');
    await userEvent.click(screen.getByLabelText('Web'));
    await userEvent.click(screen.getByLabelText('Data'));
    await userEvent.click(screen.getByLabelText('Web'));
    expect(screen.getByRole('status')).toHaveTextContent('b');
    expect(group).not.toHaveAttribute('aria-invalid');
  });
});

describe('SubmitButton, FormError, focusFirstError', () => {
  it('is disabled and says so while saving', () => {
    const { rerender } = renderWithTheme(<SubmitButton>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<SubmitButton saving>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('announces a form failure and renders nothing without one', () => {
    const { rerender } = renderWithTheme(<FormError>{null}</FormError>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError>Try again</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again');
  });

  it('focuses the first invalid control in document order', () => {
    const { container } = renderWithTheme(
      <form>
        <TextField name="a" label="A" />
        <TextField name="b" label="B" error="bad" />
        <TextField name="c" label="C" error="bad" />
      </form>,
    );
    expect(focusFirstError(container)).toBe(true);
    expect(screen.getByLabelText('B')).toHaveFocus();
  });
});
