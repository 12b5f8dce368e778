import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from '../../web/src/components/StarRating.tsx';

describe('StarRating', () => {
  it('fills stars to the nearest half and reads the exact value to screen readers', () => {
    render(<StarRating value={4.3} count={12} />);
    expect(screen.getByRole('img', { name: '4.3 out of 5, 12 reviews' })).toBeTruthy();
    // 4.3 rounds to 4.5 stars of 16 px.
    expect(screen.getByTestId('star-fill').style.width).toBe('72px');
    expect(screen.getByText('4.3')).toBeTruthy();
  });

  it('fills nothing for no rating, and larger stars in the md size', () => {
    const { rerender } = render(<StarRating value={0} />);
    expect(screen.queryByTestId('star-fill')).toBeNull();
    rerender(<StarRating value={3} size="md" count={1} />);
    expect(screen.getByRole('img', { name: '3.0 out of 5, 1 review' })).toBeTruthy();
    expect(screen.getByTestId('star-fill').style.width).toBe('60px');
  });
});
