.class public LSmall;
.super Ljava/lang/Object;
.source "Small.java"

.field static greeting:Ljava/lang/String; = "h\u00e9\ud83d\ude00"

.method public static main([Ljava/lang/String;)V
    .registers 3
    .line 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    :try_start
    const-string v1, "Hello"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :h
    .catchall {:try_start .. :try_end} :h
    .line 6
    packed-switch p0, :sw
    :h
    return-void
    :sw
    .packed-switch 0x0
        :h
    .end packed-switch
.end method
