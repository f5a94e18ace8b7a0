/**
 * pdf.js's parsing worker, bundled by the site's bundler. Importing the module inside a worker
 * starts pdf.js's message handler; the page talks to it through GlobalWorkerOptions.workerPort.
 */
import 'pdfjs-dist/build/pdf.worker.min.mjs';
