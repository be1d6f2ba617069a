import 'piccolore';
import './astro/server_ChZAUDI4.mjs';
import 'clsx';
