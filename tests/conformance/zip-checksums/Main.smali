.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# CRC32 and Adler32 through the Checksum interface: the check values of "123456789",
# byte-by-byte updates (only the low 8 bits of update(int) count), ranges, reset, an
# empty update, and the range check's ArrayIndexOutOfBoundsException.
.method public static main([Ljava/lang/String;)V
    .registers 3
    new-instance v0, Ljava/util/zip/CRC32;
    invoke-direct {v0}, Ljava/util/zip/CRC32;-><init>()V
    invoke-static {v0}, LMain;->exercise(Ljava/util/zip/Checksum;)V
    new-instance v0, Ljava/util/zip/Adler32;
    invoke-direct {v0}, Ljava/util/zip/Adler32;-><init>()V
    invoke-static {v0}, LMain;->exercise(Ljava/util/zip/Checksum;)V
    return-void
.end method

.method static exercise(Ljava/util/zip/Checksum;)V
    .registers 7
    const-string v0, "123456789"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v0
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    invoke-interface {p0, v0}, Ljava/util/zip/Checksum;->update([B)V
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    invoke-interface {p0}, Ljava/util/zip/Checksum;->reset()V
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    const/4 v1, 0
    :loop
    array-length v2, v0
    if-ge v1, v2, :done
    aget-byte v2, v0, v1
    const/16 v3, 0x700
    or-int/2addr v2, v3
    invoke-interface {p0, v2}, Ljava/util/zip/Checksum;->update(I)V
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    const/4 v1, 2
    const/4 v2, 5
    invoke-interface {p0, v0, v1, v2}, Ljava/util/zip/Checksum;->update([BII)V
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    const/16 v1, 9
    const/4 v2, 0
    invoke-interface {p0, v0, v1, v2}, Ljava/util/zip/Checksum;->update([BII)V
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    const/16 v1, 0xff
    invoke-interface {p0, v1}, Ljava/util/zip/Checksum;->update(I)V
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    const/16 v1, 1000
    new-array v1, v1, [B
    invoke-interface {p0, v1}, Ljava/util/zip/Checksum;->update([B)V
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    :try
    const/4 v1, 5
    const/4 v2, 5
    invoke-interface {p0, v0, v1, v2}, Ljava/util/zip/Checksum;->update([BII)V
    :try_end
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:try .. :try_end} :caught
    const-string v1, "no exception"
    goto :print
    :caught
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    :print
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-static {p0}, LMain;->p(Ljava/util/zip/Checksum;)V
    return-void
.end method

# value in decimal and hex
.method static p(Ljava/util/zip/Checksum;)V
    .registers 5
    invoke-interface {p0}, Ljava/util/zip/Checksum;->getValue()J
    move-result-wide v0
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v0, v1}, Ljava/io/PrintStream;->print(J)V
    const-string v3, " "
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
