/* GLib peer for the TypeQueries benchmark: asks g_content_type_is_a about every pair of the MIME types
 * listed in a file (one a line), twice in one process (the first pass is cold: GLib maps its MIME cache
 * on first use), and prints the timings and the number of true answers. */
#include <gio/gio.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s NAMES-FILE\n", argv[0]);
        return 64;
    }
    gchar *contents = NULL;
    GError *error = NULL;
    if (!g_file_get_contents(argv[1], &contents, NULL, &error)) {
        fprintf(stderr, "%s: %s\n", argv[1], error->message);
        return 66;
    }
    gchar **names = g_strsplit(g_strstrip(contents), "\n", -1);
    guint count = g_strv_length(names);
    for (int pass = 0; pass < 2; pass++) {
        guint64 trues = 0;
        double start = now_seconds();
        for (guint a = 0; a < count; a++)
            for (guint b = 0; b < count; b++)
                trues += g_content_type_is_a(names[a], names[b]) ? 1 : 0;
        double seconds = now_seconds() - start;
        double queries = (double) count * count;
        printf("glib-c %s: %.0f queries in %.3f s = %.0f queries/s (%" G_GUINT64_FORMAT " true)\n",
               pass == 0 ? "cold" : "warm", queries, seconds, queries / seconds, trues);
    }
    g_strfreev(names);
    g_free(contents);
    return 0;
}
