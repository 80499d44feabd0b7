import { Formik, Form, Field } from 'formik';
import { object, string } from 'yup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on the first validation, once, and Formik validates with it', async () => {
    const build = jest.fn(() => object({ email: string().required('needed') }));
    const schema = lazySchema(build);
    const submitted = jest.fn();
    render(
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={submitted}>
        {({ errors }) => (
          <Form>
            <Field name="email" aria-label="Email" />
            <p>{errors.email}</p>
            <button type="submit">Send</button>
          </Form>
        )}
      </Formik>,
    );
    expect(build).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('needed')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
