import type { Config } from 'tailwindcss';

/**
 * Theme tokens of the dashboard, loaded by app/globals.css with `@config`.
 * brand: the primary blue used for primary actions and the active tab; the spec's brand colours
 * (blue, green, orange, magenta) are all here so charts and chips use the same ones.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef5ff',
          100: '#d9e8ff',
          200: '#bcd7ff',
          300: '#8ebdff',
          400: '#5997fd',
          500: '#3372f9',
          600: '#1d53ee',
          700: '#1640d6',
          800: '#1936ad',
          900: '#1a3388',
        },
        success: { 50: '#ecfdf3', 600: '#16a34a', 700: '#15803d' },
        warning: { 50: '#fffaeb', 100: '#fef0c7', 600: '#d97706', 700: '#b45309', 800: '#92400e' },
        danger: { 50: '#fef3f2', 100: '#fee4e2', 600: '#dc2626', 700: '#b91c1c' },
        magenta: { 500: '#d946ef', 600: '#c026d3' },
        orange: { 500: '#f97316' },
      },
      fontFamily: {
        sans: [
          'Inter',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      boxShadow: {
        card: '0 1px 2px 0 rgb(16 24 40 / 0.05)',
        dialog: '0 20px 24px -4px rgb(16 24 40 / 0.08), 0 8px 8px -4px rgb(16 24 40 / 0.03)',
      },
    },
  },
};

export default config;
