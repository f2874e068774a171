interface IconProps {
  className?: string;
}

/** Filled brand glyphs, drawn on a 24-unit grid like the line icons. */
function Glyph({ className = 'size-5', d }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const FacebookIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z"
  />
);

export const InstagramIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c0-1.4-.4-2.7-1.4-3.8C18.5 3.4 17.2 3 15.7 3H8.3C6.8 3 5.5 3.4 4.4 4.5 3.4 5.5 3 6.8 3 8.3v7.4c0 1.5.4 2.8 1.4 3.8 1.1 1.1 2.4 1.5 3.9 1.5h7.4c1.5 0 2.8-.4 3.8-1.5 1.1-1 1.5-2.3 1.5-3.8V8.3zm-1.8 7.5c0 .9-.3 1.9-1 2.5-.7.7-1.6 1-2.5 1H8.3c-.9 0-1.9-.3-2.5-1-.7-.7-1-1.6-1-2.5V8.2c0-.9.3-1.9 1-2.5.7-.7 1.6-1 2.5-1h7.4c.9 0 1.9.3 2.5 1 .7.7 1 1.6 1 2.5v7.6z"
  />
);

export const TelegramIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M20.7 4.3 3.4 11c-1.2.5-1.2 1.2-.2 1.5l4.4 1.4 1.7 5.2c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.2-2.1 4.5 3.3c.8.5 1.4.2 1.6-.8l2.9-13.8c.3-1.2-.5-1.8-1.6-1.3zM9.3 14.4l8.2-5.2c.4-.2.7-.1.4.2l-6.8 6.1-.3 3-1.5-4.1z"
  />
);
