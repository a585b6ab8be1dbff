/** Line icons only the wallet uses (24x24 path data, drawn by shared/ui/Icon). */
export const phone = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
export const chat = 'M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01';
export const mail = 'M3 6h18v12H3zM3 6l9 7 9-7';
export const failed = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M9 9l6 6M15 9l-6 6';
export const success = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M7.5 12.5l3 3 6-6.5';
export const clock = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 2';
