import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfigErrorPage } from '../../src/config/ConfigErrorPage';

describe('config error page', () => {
  it('tells the user in Turkish that the app could not start', () => {
    render(<ConfigErrorPage />);
    expect(screen.getByRole('alert').textContent).toContain('Uygulama yapılandırması yüklenemedi.');
  });
});
