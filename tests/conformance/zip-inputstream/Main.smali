.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# ZipInputStream over a ByteArrayInputStream of ZIP files written by Python's zipfile:
# STORED and DEFLATED entries, a directory, an empty deflated entry; one archive with
# the sizes in the local headers, one of deflated entries only (written to an unseekable
# stream) with data descriptors after the data, so sizes and CRC are known only after reading.
# Entries read in 100-byte chunks, byte by byte, or skipped by getNextEntry/closeEntry;
# a wrong CRC-32 and a closed stream raise the JDK's exceptions.
.method public static main([Ljava/lang/String;)V
    .registers 4
    invoke-static {}, LMain;->seekable()[B
    move-result-object v0
    const/4 v1, 0
    invoke-static {v0, v1}, LMain;->readAll([BZ)V
    invoke-static {}, LMain;->streamed()[B
    move-result-object v0
    invoke-static {v0, v1}, LMain;->readAll([BZ)V
    const/4 v1, 1
    invoke-static {v0, v1}, LMain;->readAll([BZ)V
    invoke-static {}, LMain;->seekable()[B
    move-result-object v0
    invoke-static {v0}, LMain;->skipAll([B)V
    invoke-static {}, LMain;->streamed()[B
    move-result-object v0
    invoke-static {v0}, LMain;->skipAll([B)V
    invoke-static {}, LMain;->badCrc()[B
    move-result-object v0
    invoke-static {v0, v1}, LMain;->readAll([BZ)V
    invoke-static {}, LMain;->closed()V
    return-void
.end method

.method static open([B)Ljava/util/zip/ZipInputStream;
    .registers 3
    new-instance v0, Ljava/io/ByteArrayInputStream;
    invoke-direct {v0, p0}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    new-instance v1, Ljava/util/zip/ZipInputStream;
    invoke-direct {v1, v0}, Ljava/util/zip/ZipInputStream;-><init>(Ljava/io/InputStream;)V
    return-object v1
.end method

# Every entry: its header fields, then its data (in 100-byte chunks, or byte by byte),
# then the fields again; exceptions printed.
.method static readAll([BZ)V
    .registers 10
    invoke-static {p0}, LMain;->open([B)Ljava/util/zip/ZipInputStream;
    move-result-object v0
    :try
    :next
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->getNextEntry()Ljava/util/zip/ZipEntry;
    move-result-object v1
    if-eqz v1, :end
    invoke-static {v1}, LMain;->show(Ljava/util/zip/ZipEntry;)V
    new-instance v2, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v2}, Ljava/io/ByteArrayOutputStream;-><init>()V
    const/16 v3, 100
    new-array v3, v3, [B
    :chunk
    if-eqz p1, :chunks
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->read()I
    move-result v4
    if-ltz v4, :data_end
    invoke-virtual {v2, v4}, Ljava/io/ByteArrayOutputStream;->write(I)V
    goto :chunk
    :chunks
    invoke-virtual {v0, v3}, Ljava/util/zip/ZipInputStream;->read([B)I
    move-result v4
    if-ltz v4, :data_end
    const/4 v5, 0
    invoke-virtual {v2, v3, v5, v4}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :chunk
    :data_end
    invoke-virtual {v2}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v2
    invoke-static {v2}, LMain;->content([B)V
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->available()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-static {v1}, LMain;->show(Ljava/util/zip/ZipEntry;)V
    goto :next
    :end
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->close()V
    :try_end
    .catch Ljava/io/IOException; {:try .. :try_end} :caught
    const-string v1, "--"
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    return-void
    :caught
    move-exception v1
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    const-string v1, "--"
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

# getNextEntry skips what is left of the entry before (nothing read, one byte read,
# or closeEntry).
.method static skipAll([B)V
    .registers 5
    invoke-static {p0}, LMain;->open([B)Ljava/util/zip/ZipInputStream;
    move-result-object v0
    const/4 v2, 0
    :next
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->getNextEntry()Ljava/util/zip/ZipEntry;
    move-result-object v1
    if-eqz v1, :end
    invoke-virtual {v1}, Ljava/util/zip/ZipEntry;->getName()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    rem-int/lit8 v3, v2, 3
    if-eqz v3, :counted
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->read()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    rem-int/lit8 v3, v2, 3
    const/4 v1, 2
    if-ne v3, v1, :counted
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->closeEntry()V
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->read()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    :counted
    add-int/lit8 v2, v2, 1
    goto :next
    :end
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->getNextEntry()Ljava/util/zip/ZipEntry;
    move-result-object v1
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static closed()V
    .registers 3
    invoke-static {}, LMain;->seekable()[B
    move-result-object v0
    invoke-static {v0}, LMain;->open([B)Ljava/util/zip/ZipInputStream;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->close()V
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->close()V
    :try
    invoke-virtual {v0}, Ljava/util/zip/ZipInputStream;->getNextEntry()Ljava/util/zip/ZipEntry;
    :try_end
    .catch Ljava/io/IOException; {:try .. :try_end} :caught
    return-void
    :caught
    move-exception v1
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

# name dir method size csize crc
.method static show(Ljava/util/zip/ZipEntry;)V
    .registers 4
    invoke-virtual {p0}, Ljava/util/zip/ZipEntry;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/zip/ZipEntry;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/zip/ZipEntry;->isDirectory()Z
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/zip/ZipEntry;->getMethod()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0}, Ljava/util/zip/ZipEntry;->getSize()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/zip/ZipEntry;->getCompressedSize()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/zip/ZipEntry;->getCrc()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

# length, CRC-32, and the text when short
.method static content([B)V
    .registers 5
    array-length v0, p0
    invoke-static {v0}, LMain;->p(I)V
    new-instance v1, Ljava/util/zip/CRC32;
    invoke-direct {v1}, Ljava/util/zip/CRC32;-><init>()V
    invoke-virtual {v1, p0}, Ljava/util/zip/CRC32;->update([B)V
    invoke-virtual {v1}, Ljava/util/zip/CRC32;->getValue()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/16 v1, 200
    if-gt v0, v1, :long
    new-instance v1, Ljava/lang/String;
    invoke-direct {v1, p0}, Ljava/lang/String;-><init>([B)V
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :long
    const-string v1, ""
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method static p(I)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(I)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method static pl(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static seekable()[B
    .registers 2
    const/16 v0, 597
    new-array v0, v0, [B
    fill-array-data v0, :data
    return-object v0
    :data
    .array-data 1
        80t 75t 3t 4t 20t 0t 0t 0t 0t 0t -125t 24t 34t 80t -42t -101t
        56t -42t 12t 0t 0t 0t 12t 0t 0t 0t 9t 0t 0t 0t 104t 101t
        108t 108t 111t 46t 116t 120t 116t 72t 101t 108t 108t 111t 44t 32t 122t 105t
        112t 33t 10t 80t 75t 3t 4t 20t 0t 0t 0t 0t 0t -125t 24t 34t
        80t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 4t 0t 0t
        0t 100t 105t 114t 47t 80t 75t 3t 4t 20t 0t 0t 0t 8t 0t -125t
        24t 34t 80t 88t -128t 124t -107t 60t 0t 0t 0t -72t 11t 0t 0t 12t
        0t 0t 0t 100t 105t 114t 47t 100t 97t 116t 97t 46t 98t 105t 110t -19t
        -56t -71t 17t -64t 32t 16t 4t -63t 88t 17t -65t 16t 111t -2t 6t 85t
        32t 99t 99t -72t 91t 111t 122t 76t 122t -78t 125t 93t -15t 95t -88t -47t
        16t 26t 112t -78t -31t 39t -92t 3t 127t 39t 84t -32t -26t -64t 79t 8t
        -57t -60t 79t -88t -64t -97t 11t 63t 33t 27t 27t 80t 75t 3t 4t 20t
        0t 0t 0t 8t 0t -125t 24t 34t 80t 0t 0t 0t 0t 2t 0t 0t
        0t 0t 0t 0t 0t 9t 0t 0t 0t 101t 109t 112t 116t 121t 46t 116t
        120t 116t 3t 0t 80t 75t 3t 4t 20t 0t 0t 0t 8t 0t -125t 24t
        34t 80t -79t -128t 2t -71t 37t 0t 0t 0t 108t 0t 0t 0t 8t 0t
        0t 0t 112t 111t 101t 109t 46t 116t 120t 116t 11t -54t 47t 78t 45t 86t
        72t 44t 74t 85t 40t 74t 77t -47t -31t -86t -54t 44t -128t -16t -110t -13t
        115t 11t -118t 82t -117t -117t 83t 83t -12t -72t -126t -88t -92t 6t 0t 80t
        75t 1t 2t 20t 3t 20t 0t 0t 0t 0t 0t -125t 24t 34t 80t -42t
        -101t 56t -42t 12t 0t 0t 0t 12t 0t 0t 0t 9t 0t 0t 0t 0t
        0t 0t 0t 0t 0t 0t 0t -128t 1t 0t 0t 0t 0t 104t 101t 108t
        108t 111t 46t 116t 120t 116t 80t 75t 1t 2t 20t 3t 20t 0t 0t 0t
        0t 0t -125t 24t 34t 80t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t
        0t 0t 4t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t -128t 1t
        51t 0t 0t 0t 100t 105t 114t 47t 80t 75t 1t 2t 20t 3t 20t 0t
        0t 0t 8t 0t -125t 24t 34t 80t 88t -128t 124t -107t 60t 0t 0t 0t
        -72t 11t 0t 0t 12t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t
        -128t 1t 85t 0t 0t 0t 100t 105t 114t 47t 100t 97t 116t 97t 46t 98t
        105t 110t 80t 75t 1t 2t 20t 3t 20t 0t 0t 0t 8t 0t -125t 24t
        34t 80t 0t 0t 0t 0t 2t 0t 0t 0t 0t 0t 0t 0t 9t 0t
        0t 0t 0t 0t 0t 0t 0t 0t 0t 0t -128t 1t -69t 0t 0t 0t
        101t 109t 112t 116t 121t 46t 116t 120t 116t 80t 75t 1t 2t 20t 3t 20t
        0t 0t 0t 8t 0t -125t 24t 34t 80t -79t -128t 2t -71t 37t 0t 0t
        0t 108t 0t 0t 0t 8t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t
        0t -128t 1t -28t 0t 0t 0t 112t 111t 101t 109t 46t 116t 120t 116t 80t
        75t 5t 6t 0t 0t 0t 0t 5t 0t 5t 0t 16t 1t 0t 0t 47t
        1t 0t 0t 0t 0t
    .end array-data
.end method
.method static streamed()[B
    .registers 2
    const/16 v0, 579
    new-array v0, v0, [B
    fill-array-data v0, :data
    return-object v0
    :data
    .array-data 1
        80t 75t 3t 4t 20t 0t 8t 0t 8t 0t -125t 24t 34t 80t 0t 0t
        0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 12t 0t 0t 0t 100t 105t
        114t 47t 100t 97t 116t 97t 46t 98t 105t 110t -19t -56t -71t 17t -64t 32t
        16t 4t -63t 88t 17t -65t 16t 111t -2t 6t 85t 32t 99t 99t -72t 91t
        111t 122t 76t 122t -78t 125t 93t -15t 95t -88t -47t 16t 26t 112t -78t -31t
        39t -92t 3t 127t 39t 84t -32t -26t -64t 79t 8t -57t -60t 79t -88t -64t
        -97t 11t 63t 33t 27t 27t 80t 75t 7t 8t 88t -128t 124t -107t 60t 0t
        0t 0t -72t 11t 0t 0t 80t 75t 3t 4t 20t 0t 8t 0t 8t 0t
        -125t 24t 34t 80t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t
        9t 0t 0t 0t 101t 109t 112t 116t 121t 46t 116t 120t 116t 3t 0t 80t
        75t 7t 8t 0t 0t 0t 0t 2t 0t 0t 0t 0t 0t 0t 0t 80t
        75t 3t 4t 20t 0t 8t 0t 8t 0t -125t 24t 34t 80t 0t 0t 0t
        0t 0t 0t 0t 0t 0t 0t 0t 0t 8t 0t 0t 0t 112t 111t 101t
        109t 46t 116t 120t 116t 11t -54t 47t 78t 45t 86t 72t 44t 74t 85t 40t
        74t 77t -47t -31t -86t -54t 44t -128t -16t -110t -13t 115t 11t -118t 82t -117t
        -117t 83t 83t -12t -72t -126t -88t -92t 6t 0t 80t 75t 7t 8t -79t -128t
        2t -71t 37t 0t 0t 0t 108t 0t 0t 0t 80t 75t 3t 4t 20t 0t
        8t 0t 8t 0t -125t 24t 34t 80t 0t 0t 0t 0t 0t 0t 0t 0t
        0t 0t 0t 0t 9t 0t 0t 0t 104t 101t 108t 108t 111t 46t 116t 120t
        116t -13t 72t -51t -55t -55t -41t 81t -88t -54t 44t 80t -28t 2t 0t 80t
        75t 7t 8t -42t -101t 56t -42t 14t 0t 0t 0t 12t 0t 0t 0t 80t
        75t 1t 2t 20t 3t 20t 0t 8t 0t 8t 0t -125t 24t 34t 80t 88t
        -128t 124t -107t 60t 0t 0t 0t -72t 11t 0t 0t 12t 0t 0t 0t 0t
        0t 0t 0t 0t 0t 0t 0t -128t 1t 0t 0t 0t 0t 100t 105t 114t
        47t 100t 97t 116t 97t 46t 98t 105t 110t 80t 75t 1t 2t 20t 3t 20t
        0t 8t 0t 8t 0t -125t 24t 34t 80t 0t 0t 0t 0t 2t 0t 0t
        0t 0t 0t 0t 0t 9t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t
        0t -128t 1t 118t 0t 0t 0t 101t 109t 112t 116t 121t 46t 116t 120t 116t
        80t 75t 1t 2t 20t 3t 20t 0t 8t 0t 8t 0t -125t 24t 34t 80t
        -79t -128t 2t -71t 37t 0t 0t 0t 108t 0t 0t 0t 8t 0t 0t 0t
        0t 0t 0t 0t 0t 0t 0t 0t -128t 1t -81t 0t 0t 0t 112t 111t
        101t 109t 46t 116t 120t 116t 80t 75t 1t 2t 20t 3t 20t 0t 8t 0t
        8t 0t -125t 24t 34t 80t -42t -101t 56t -42t 14t 0t 0t 0t 12t 0t
        0t 0t 9t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t -128t 1t
        10t 1t 0t 0t 104t 101t 108t 108t 111t 46t 116t 120t 116t 80t 75t 5t
        6t 0t 0t 0t 0t 4t 0t 4t 0t -34t 0t 0t 0t 79t 1t 0t
        0t 0t 0t
    .end array-data
.end method
.method static badCrc()[B
    .registers 2
    const/16 v0, 597
    new-array v0, v0, [B
    fill-array-data v0, :data
    return-object v0
    :data
    .array-data 1
        80t 75t 3t 4t 20t 0t 0t 0t 0t 0t -125t 24t 34t 80t 41t -101t
        56t -42t 12t 0t 0t 0t 12t 0t 0t 0t 9t 0t 0t 0t 104t 101t
        108t 108t 111t 46t 116t 120t 116t 72t 101t 108t 108t 111t 44t 32t 122t 105t
        112t 33t 10t 80t 75t 3t 4t 20t 0t 0t 0t 0t 0t -125t 24t 34t
        80t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 4t 0t 0t
        0t 100t 105t 114t 47t 80t 75t 3t 4t 20t 0t 0t 0t 8t 0t -125t
        24t 34t 80t 88t -128t 124t -107t 60t 0t 0t 0t -72t 11t 0t 0t 12t
        0t 0t 0t 100t 105t 114t 47t 100t 97t 116t 97t 46t 98t 105t 110t -19t
        -56t -71t 17t -64t 32t 16t 4t -63t 88t 17t -65t 16t 111t -2t 6t 85t
        32t 99t 99t -72t 91t 111t 122t 76t 122t -78t 125t 93t -15t 95t -88t -47t
        16t 26t 112t -78t -31t 39t -92t 3t 127t 39t 84t -32t -26t -64t 79t 8t
        -57t -60t 79t -88t -64t -97t 11t 63t 33t 27t 27t 80t 75t 3t 4t 20t
        0t 0t 0t 8t 0t -125t 24t 34t 80t 0t 0t 0t 0t 2t 0t 0t
        0t 0t 0t 0t 0t 9t 0t 0t 0t 101t 109t 112t 116t 121t 46t 116t
        120t 116t 3t 0t 80t 75t 3t 4t 20t 0t 0t 0t 8t 0t -125t 24t
        34t 80t -79t -128t 2t -71t 37t 0t 0t 0t 108t 0t 0t 0t 8t 0t
        0t 0t 112t 111t 101t 109t 46t 116t 120t 116t 11t -54t 47t 78t 45t 86t
        72t 44t 74t 85t 40t 74t 77t -47t -31t -86t -54t 44t -128t -16t -110t -13t
        115t 11t -118t 82t -117t -117t 83t 83t -12t -72t -126t -88t -92t 6t 0t 80t
        75t 1t 2t 20t 3t 20t 0t 0t 0t 0t 0t -125t 24t 34t 80t -42t
        -101t 56t -42t 12t 0t 0t 0t 12t 0t 0t 0t 9t 0t 0t 0t 0t
        0t 0t 0t 0t 0t 0t 0t -128t 1t 0t 0t 0t 0t 104t 101t 108t
        108t 111t 46t 116t 120t 116t 80t 75t 1t 2t 20t 3t 20t 0t 0t 0t
        0t 0t -125t 24t 34t 80t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t
        0t 0t 4t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t -128t 1t
        51t 0t 0t 0t 100t 105t 114t 47t 80t 75t 1t 2t 20t 3t 20t 0t
        0t 0t 8t 0t -125t 24t 34t 80t 88t -128t 124t -107t 60t 0t 0t 0t
        -72t 11t 0t 0t 12t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t
        -128t 1t 85t 0t 0t 0t 100t 105t 114t 47t 100t 97t 116t 97t 46t 98t
        105t 110t 80t 75t 1t 2t 20t 3t 20t 0t 0t 0t 8t 0t -125t 24t
        34t 80t 0t 0t 0t 0t 2t 0t 0t 0t 0t 0t 0t 0t 9t 0t
        0t 0t 0t 0t 0t 0t 0t 0t 0t 0t -128t 1t -69t 0t 0t 0t
        101t 109t 112t 116t 121t 46t 116t 120t 116t 80t 75t 1t 2t 20t 3t 20t
        0t 0t 0t 8t 0t -125t 24t 34t 80t -79t -128t 2t -71t 37t 0t 0t
        0t 108t 0t 0t 0t 8t 0t 0t 0t 0t 0t 0t 0t 0t 0t 0t
        0t -128t 1t -28t 0t 0t 0t 112t 111t 101t 109t 46t 116t 120t 116t 80t
        75t 5t 6t 0t 0t 0t 0t 5t 0t 5t 0t 16t 1t 0t 0t 47t
        1t 0t 0t 0t 0t
    .end array-data
.end method
